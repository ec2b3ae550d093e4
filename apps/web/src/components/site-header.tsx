import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { isAdminPosition, menuFor } from '@portal/domain';
import { useStoredSession } from '../lib/session';
import { useLogout } from '../lib/use-logout';
import { paths } from '../config/paths';
import { SiteMenu } from './site-menu';

const MENU_ID = 'site-menu';

export interface SiteHeaderProps {
  /**
   * Lay the header out as for a signed-in user while no session is known: the frame of a
   * signed-in page written at build time keeps the greeting's row (empty), so that the page does
   * not move down when it renders with the user's greeting.
   */
  signedInLayout?: boolean;
}

/** Logo, greeting, Log out and the slide-in menu: on every page. */
export function SiteHeader({ signedInLayout = false }: SiteHeaderProps) {
  const session = useStoredSession();
  const logout = useLogout();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuLocationKey, setMenuLocationKey] = useState(location.key);

  // Any navigation closes the menu.
  if (menuLocationKey !== location.key) {
    setMenuLocationKey(location.key);
    if (menuOpen) setMenuOpen(false);
  }

  const position = session?.role === 'admin' && isAdminPosition(session.surname) ? session.surname : null;
  const items = menuFor(session?.role ?? null, position);

  return (
    <header className="site-header">
      <div className={`site-header__inner${session || signedInLayout ? ' site-header__inner--signed-in' : ''}`}>
        <div className="site-header__brand">
          <Link to={paths.home.getHref()} className="site-header__logo-link">
            <img src="/logo.svg" alt="ECWA Theological Seminary logo" width="44" height="44" />
          </Link>
          <span className="site-header__name">
            ETS Jos <span className="site-header__name-sub">Portal</span>
          </span>
        </div>

        {session ? (
          <>
            <p className="site-header__greeting">Hello, {session.surname}</p>
            <button
              type="button"
              className="button button--on-dark button--small site-header__logout"
              onClick={() => void logout()}
            >
              Log out
            </button>
          </>
        ) : signedInLayout ? (
          <p className="site-header__greeting" aria-hidden="true">
            {'\u00a0'}
          </p>
        ) : null}
        <button
          type="button"
          className="menu-button site-header__menu"
          aria-expanded={menuOpen}
          aria-controls={MENU_ID}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          </svg>
          <span>Menu</span>
        </button>
      </div>
      <SiteMenu id={MENU_ID} open={menuOpen} items={items} onClose={() => setMenuOpen(false)} />
    </header>
  );
}
