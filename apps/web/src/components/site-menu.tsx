import { NavLink } from 'react-router';
import type { MenuItem } from '@portal/domain';
import { Dialog } from './dialog';

export interface SiteMenuProps {
  id: string;
  open: boolean;
  items: readonly MenuItem[];
  onClose: () => void;
}

/** The menu's links and its footer. */
function MenuBody({ items, onClose }: Pick<SiteMenuProps, 'items' | 'onClose'>) {
  return (
    <>
      <nav aria-label="Main menu" className="site-menu__nav">
        <ul className="site-menu__list">
          {items.map((item) => (
            <li key={item.path}>
              <NavLink
                to={item.path}
                end
                className="site-menu__link"
                // Closing gives focus back to Menu; a link to another page then moves it to that page.
                onClick={onClose}
              >
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <p className="site-menu__footer">© All rights reserved 2025, ICT department</p>
    </>
  );
}

/**
 * The slide-in menu: while open, a modal `Dialog` at the right edge. The page behind is inert;
 * focus starts on its close button; Escape, the backdrop and 'Close menu' close it, and focus
 * goes back to the Menu button (a followed link's page then takes it: RootLayout moves focus to
 * the main landmark of a new page). Closed, it stays in the document, hidden, as it always has:
 * the Menu button's aria-controls points at it, and React Router knows the routes its links lead
 * to (without them a deep-linked page of the same area rendered twice).
 */
export function SiteMenu({ id, open, items, onClose }: SiteMenuProps) {
  if (!open) {
    return (
      <div id={id} hidden>
        <MenuBody items={items} onClose={onClose} />
      </div>
    );
  }
  return (
    <Dialog
      id={id}
      title="Menu"
      label="Main menu panel"
      size="side"
      onDismiss={onClose}
      titleAction={
        <button type="button" className="icon-button" aria-label="Close menu" data-autofocus onClick={onClose}>
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          </svg>
        </button>
      }
    >
      <MenuBody items={items} onClose={onClose} />
    </Dialog>
  );
}
