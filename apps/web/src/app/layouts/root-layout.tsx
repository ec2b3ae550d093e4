import { useEffect, useRef } from 'react';
import { matchPath, Outlet, ScrollRestoration, useLocation, useNavigate } from 'react-router';
import { SiteHeader } from '../../components/site-header';
import { Alert } from '../../components/alert';
import { LoadingState } from '../../components/loading-state';
import { clearStoredSession, getStoredSession, useStoredSession } from '../../lib/session';
import { MESSAGE_DURATION_MS } from '../../lib/use-feedback';
import { frameOf, framedScreens, paths, type AppPath } from '../../config/paths';
import { PageLayout } from '../../components/page-layout';
import { PrintBarView } from '../../components/print-bar-view';
import { useRouteRoles, useRouteTitle } from '../route-handle';

export const APP_TITLE = 'ECWA Theological Seminary, Jos - Portal';

/** Longest delay `setTimeout` accepts. */
const MAX_TIMEOUT_MS = 2_147_483_647;

interface FlashState {
  flash?: string;
}

/** Header, main landmark and page outlet shared by every screen. */
export function RootLayout() {
  const location = useLocation();
  const navigate = useNavigate();
  const session = useStoredSession();
  const title = useRouteTitle();
  const roles = useRouteRoles();
  const isProtected = roles !== undefined;
  const flash = (location.state as FlashState | null)?.flash;

  useEffect(() => {
    document.title = title ? `${title} | ${APP_TITLE}` : APP_TITLE;
  }, [title]);

  // After a navigation to another page (not on first load, not for a changed query such as a
  // search or a page number), focus moves to the main landmark so the new page is read from its
  // start instead of focus staying on the link or Menu button that led there.
  const mainRef = useRef<HTMLElement>(null);
  const shownPathname = useRef(location.pathname);
  useEffect(() => {
    if (shownPathname.current === location.pathname) return;
    shownPathname.current = location.pathname;
    mainRef.current?.focus({ preventScroll: true });
  }, [location.pathname]);

  // Drop a malformed or expired stored session on every navigation.
  useEffect(() => {
    getStoredSession();
  }, [location.pathname]);

  // The session ends at its expiry even if the page stays open.
  useEffect(() => {
    if (!session) return;
    const timer = window.setTimeout(
      () => {
        clearStoredSession();
        if (isProtected) void navigate(paths.home.getHref(), { replace: true });
      },
      Math.min(Math.max(session.expiry - Date.now(), 0), MAX_TIMEOUT_MS),
    );
    return () => window.clearTimeout(timer);
  }, [session, isProtected, navigate]);

  return (
    <>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <SiteHeader />
      <main ref={mainRef} id="main" className="site-main" tabIndex={-1}>
        {flash ? (
          <div className="container">
            <Alert tone="success" className="flash" lifetimeMs={MESSAGE_DURATION_MS}>
              {flash}
            </Alert>
          </div>
        ) : null}
        <Outlet />
      </main>
      <ScrollRestoration />
    </>
  );
}

let screensByPath: Map<string, AppPath> | undefined;
let screensWithParams: AppPath[] | undefined;

/** The screen at `pathname` if it has a frame (config/paths.ts), and the address's parameters. */
export function framedScreenAt(
  pathname: string,
): { screen: AppPath; params: Record<string, string | undefined> } | undefined {
  screensByPath ??= new Map(framedScreens().map((screen) => [screen.path, screen]));
  screensWithParams ??= framedScreens().filter((screen) => screen.path.includes('/:'));
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const plain = screensByPath.get(path);
  if (plain) return { screen: plain, params: {} };
  for (const screen of screensWithParams) {
    const match = matchPath({ path: screen.path, end: true }, path);
    if (match) return { screen, params: match.params };
  }
  return undefined;
}

/**
 * What a page shows while its code, the session check or its data arrive: the page's heading and
 * introduction with 'Wait.. .' under them when the screen has a frame, otherwise 'Wait.. .'. The
 * HTML of a deep link arrives with the same markup (apps/web/prerender.mjs), so nothing jumps
 * from the first paint to the page.
 */
export function RouteFrame() {
  const { pathname } = useLocation();
  const framed = framedScreenAt(pathname);
  if (!framed) return <LoadingState />;
  if (framed.screen.frame?.layout === 'print') {
    // A print page: its bar (nothing to print yet) and note; the sheet brings its own heading.
    return (
      <div className="print-page">
        <PrintBarView note={framed.screen.frame.intro} disabled />
        <div className="container">
          <LoadingState />
        </div>
      </div>
    );
  }
  return (
    <PageLayout {...frameOf(framed.screen, framed.params)}>
      <LoadingState />
    </PageLayout>
  );
}

/** Shown while the first lazily loaded screen arrives: the same frame, so nothing jumps. */
export function RootHydrateFallback() {
  const { pathname } = useLocation();
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      {/* The framed screens are all signed-in ones. */}
      <SiteHeader signedInLayout={framedScreenAt(pathname) !== undefined} />
      <main id="main" className="site-main" tabIndex={-1}>
        <RouteFrame />
      </main>
    </>
  );
}
