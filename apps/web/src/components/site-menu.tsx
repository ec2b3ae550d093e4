import { NavLink } from 'react-router';
import type { MenuItem } from '@portal/domain';
import { Dialog } from './dialog';
import './site-menu.css';

export interface SiteMenuProps {
  id: string;
  open: boolean;
  items: readonly MenuItem[];
  onClose: () => void;
}

/**
 * The slide-in menu: a modal `Dialog` at the right edge (rendered while open). The page behind
 * is inert; focus starts on its close button; Escape, the backdrop and 'Close menu' close it,
 * and focus goes back to the Menu button (a followed link's page then takes it: RootLayout
 * moves focus to the main landmark of a new page).
 */
export function SiteMenu({ id, open, items, onClose }: SiteMenuProps) {
  if (!open) {
    // Closed, the menu's links stay in the document, hidden, as they always have: React Router
    // learns of the routes that rendered links lead to, and without them a deep-linked page of the
    // same area rendered twice (its first render replaced by a second one).
    return (
      <div hidden>
        {items.map((item) => (
          <NavLink key={item.path} to={item.path}>
            {item.label}
          </NavLink>
        ))}
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
    </Dialog>
  );
}
