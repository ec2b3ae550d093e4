import { createElement, type ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { AppPath } from '../../config/paths';
import { nextTask } from '../../lib/next-task';
import type { ScreenDataKey } from '../../lib/screen-loaders';

/** A lazily loaded route component (React Router's `lazy`). */
export type LazyRoute = () => Promise<Pick<RouteObject, 'Component'>>;

/**
 * A screen of the route table (the per-area lists beside this file): its path (config/paths.ts,
 * which also gives its title and, for a staff screen, the capability its loader checks), its
 * lazily loaded component, and what its route loader starts (a key of an API file's `screenLoaders`, lib/screen-loaders.ts).
 */
export interface ScreenRoute {
  path: AppPath;
  module: LazyRoute;
  data?: ScreenDataKey;
  /** The screen's component decides what an office without the capability sees (the dashboard). */
  ownGuard?: true;
}

/**
 * A screen whose form uses react-hook-form and zod's full API: its route module is requested at
 * once, and the form libraries are evaluated first, in a task of their own. On a phone,
 * evaluating the libraries, the screen's schemas and its components in one task blocks the page
 * for over 100 ms (decision 0010).
 */
function withFormLibraries(lazy: LazyRoute): LazyRoute {
  return async () => {
    const [route] = await Promise.all([lazy(), import('../../lib/form-libraries').then(nextTask)]);
    return route;
  };
}

type ComponentNames<M> = { [K in keyof M]: M[K] extends ComponentType ? K : never }[keyof M] & string;

/**
 * The screens of one route module, by the name of their component. Each module is imported
 * with a literal `import()` (below) so that Vite makes it a chunk of its own; the screens of a
 * module share its chunk.
 */
function routeModule<M>(load: () => Promise<M>, { forms = false } = {}) {
  return (name: ComponentNames<M>): LazyRoute => {
    const lazy = async () => ({ Component: (await load())[name] as ComponentType });
    return forms ? withFormLibraries(lazy) : lazy;
  };
}

/**
 * A screen whose feature page is used as it is: its screen list names the page's module directly,
 * with a literal `import()` (so that Vite makes it a chunk of its own), and the component by its
 * exported name. A page that needs an adapter (a period picker with its texts, props from the
 * address) has a route module in app/routes/ instead, in `modules` below.
 */
export function page<M>(load: () => Promise<M>, name: ComponentNames<M>, options?: { forms?: boolean }): LazyRoute {
  return routeModule(load, options)(name);
}

/** Every lazily loaded route module of the app, once (app/routes/). */
export const modules = {
  accommodationWallet: routeModule(() => import('../routes/accommodation-wallet-route')),
  addDrop: routeModule(() => import('../routes/add-drop-routes')),
  assignCourses: routeModule(() => import('../routes/assign-courses-routes')),
  bursaryDesk: routeModule(() => import('../routes/bursary-desk-routes')),
  changeDefaultPassword: routeModule(() => import('../routes/change-default-password-route'), { forms: true }),
  changePassword: routeModule(() => import('../routes/change-password-route'), { forms: true }),
  charges: routeModule(() => import('../routes/charges-routes')),
  classList: routeModule(() => import('../routes/class-list-routes')),
  completeProfile: routeModule(() => import('../routes/complete-profile-route'), { forms: true }),
  confirmDetails: routeModule(() => import('../routes/confirm-details-route'), { forms: true }),
  createProfile: routeModule(() => import('../routes/create-profile-route'), { forms: true }),
  dashboard: routeModule(() => import('../routes/dashboard-routes')),
  downloads: routeModule(() => import('../routes/downloads-route')),
  faculty: routeModule(() => import('../routes/faculty-routes')),
  facultyAdmin: routeModule(() => import('../routes/faculty-admin-routes')),
  hostel: routeModule(() => import('../routes/hostel-routes')),
  hostelDesk: routeModule(() => import('../routes/hostel-desk-routes')),
  // The proof is a module of its own: the sheet and the print stylesheet stay out of the form's load.
  hostelPrint: routeModule(() => import('../routes/hostel-print-route')),
  libraryResources: routeModule(() => import('../routes/library-resources-route')),
  login: routeModule(() => import('../routes/login-routes')),
  notAvailable: routeModule(() => import('../routes/not-available-route')),
  passport: routeModule(() => import('../routes/passport-route')),
  portalWallet: routeModule(() => import('../routes/portal-wallet-route'), { forms: true }),
  profile: routeModule(() => import('../routes/profile-route')),
  profileCreated: routeModule(() => import('../routes/profile-created-route')),
  protectedArea: routeModule(() => import('../routes/protected-area-route')),
  registration: routeModule(() => import('../routes/registration-routes')),
  registrationDesk: routeModule(() => import('../routes/registration-desk-routes')),
  registrationPeriods: routeModule(() => import('../routes/registration-periods-route')),
  resetPassword: routeModule(() => import('../routes/reset-password-route'), { forms: true }),
  sandboxCheckout: routeModule(() => import('../routes/sandbox-checkout-route')),
  sandboxTransfer: routeModule(() => import('../routes/sandbox-transfer-route')),
  staffWallets: routeModule(() => import('../routes/staff-wallets-route')),
  verify: routeModule(() => import('../routes/verify-route')),
};

/**
 * A screen's lazily loaded component: for a screen with a capability, behind RequireOffice
 * (loaded with it, in parallel), so that no route module repeats the guard.
 */
export function screenComponent({ path, module, ownGuard }: ScreenRoute): LazyRoute {
  const { capability } = path;
  if (!capability || ownGuard) return module;
  const screen = { ...path, capability };
  return async () => {
    const [{ Component: Page }, { RequireOffice }] = await Promise.all([module(), import('../layouts/require-office')]);
    if (!Page) throw new Error(`No component for ${path.path}`);
    return { Component: () => createElement(RequireOffice, { screen, children: createElement(Page) }) };
  };
}

/** A screen of a later issue: its title and 'not available yet'. */
export function notAvailable(path: AppPath): ScreenRoute {
  return { path, module: modules.notAvailable('NotAvailableRoute') };
}

/** An address of the original that only sends the user on (e.g. where a missing registration led). */
export function movedTo(path: AppPath, to: string): ScreenRoute {
  return {
    path,
    module: async () => {
      const { Navigate } = await import('react-router');
      return { Component: () => createElement(Navigate, { to, replace: true }) };
    },
  };
}
