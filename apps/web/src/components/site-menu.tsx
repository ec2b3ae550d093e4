import { useEffect, useRef, type KeyboardEvent } from 'react';
import { NavLink, useLocation } from 'react-router';
import type { MenuItem } from '@portal/domain';

export interface SiteMenuProps {
  id: string;
  open: boolean;
  items: readonly MenuItem[];
  /** restoreFocus is false when the menu closes because one of its links was followed. */
  onClose: (restoreFocus: boolean) => void;
}

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The slide-in menu. It stays in the document (hidden when closed) so the menu button's
 * aria-controls always points at it. While open: Escape closes, Tab cycles inside it, and
 * focus starts on the close button.
 */
export function SiteMenu({ id, open, items, onClose }: SiteMenuProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const closeButtonRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();

  useEffect(() => {
    if (!open) return;
    closeButtonRef.current?.focus();
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onClose(true);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, onClose]);

  const trapFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !panelRef.current) return;
    const focusable = Array.from(panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div className="site-menu" hidden={!open}>
      <div className="site-menu__backdrop" aria-hidden="true" onClick={() => onClose(true)} />
      <div
        id={id}
        ref={panelRef}
        className="site-menu__panel"
        role="dialog"
        aria-modal="true"
        aria-label="Main menu panel"
        onKeyDown={trapFocus}
      >
        <div className="site-menu__top">
          <span className="site-menu__title">Menu</span>
          <button
            ref={closeButtonRef}
            type="button"
            className="icon-button"
            aria-label="Close menu"
            onClick={() => onClose(true)}
          >
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <nav aria-label="Main menu" className="site-menu__nav">
          <ul className="site-menu__list">
            {items.map((item) => (
              <li key={item.path}>
                <NavLink
                  to={item.path}
                  end
                  className="site-menu__link"
                  // The current page's own link opens no new page: focus returns to Menu then.
                  onClick={() => onClose(item.path === location.pathname)}
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <p className="site-menu__footer">© All rights reserved 2025, ICT department</p>
      </div>
    </div>
  );
}
