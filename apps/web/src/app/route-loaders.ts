import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction, LoaderFunctionArgs } from 'react-router';
import { isAdminPosition, officeCan, type OfficeCapability, type Role, type StoredSession } from '@portal/domain';
import { getStoredSession, isKnownSettled } from '../lib/session';
import { prefetch, type ScreenDataKey, type ScreenPrefetch } from '../lib/screen-loaders';
import { currentUserQueryKey, currentUserQueryOptions, type CurrentUser } from '../api/current-user';
import { requiredScreenFor } from './required-screen';
import { sandboxTransactionQueryOptions } from '../features/sandbox-gateway/api/sandbox-gateway';

/*
 * Route loaders: they start a screen's requests as soon as a navigation begins, together with
 * the session check (GET /api/auth/me) and the download of the screen's lazily loaded chunk, so
 * that a deep link costs the HTML, the main script, then one round of requests in parallel.
 *
 * They fill the TanStack Query cache (`ensureQueryData` with the feature's own query options);
 * the screen reads the same queries with `useQuery` and shows its own loading and error states.
 * Only on the first page of a visit do they wait for the answers (untilFirstAnswers). Only options and
 * fetchers are imported here: never a form, a zod schema or react-hook-form.
 *
 * This module and the fetchers it imports are one chunk of their own, imported by the route
 * table's loaders (router.tsx). The HTML shell that deep links receive preloads it with the main
 * script (prerender.mjs), so its requests start without another round trip; the prerendered
 * landing and login pages, whose first load must stay small, fetch it once they are idle.
 */

/** The stored session when it allows one of `roles` (else no request is started). */
function sessionFor(roles: readonly Role[]): StoredSession | null {
  const session = getStoredSession();
  return session && roles.includes(session.role) ? session : null;
}

/** The longest the first page of a visit waits for its first answers before rendering anyway. */
export const FIRST_ANSWERS_WAIT_MS = 8000;

let firstNavigation = true;

/**
 * On the first page of a visit, the protected area's loaders wait until the requests they
 * started have answered (at most FIRST_ANSWERS_WAIT_MS), meanwhile the portal's frame shows
 * 'Wait.. .'. The router then renders the page with its data in one transition, which React
 * splits into slices of a few milliseconds. Rendered first with its loading state, the page would
 * be rendered again whole when the answers arrive, in one synchronous task (TanStack Query's
 * stores update synchronously): on a phone, a few hundred milliseconds in which a tap does
 * nothing (decision 0010). Later navigations do not wait: the screen shows its loading state at
 * once, as before. Answers a promise on the first navigation, null after it.
 */
export function untilFirstAnswers(queryClient: QueryClient): Promise<null> | null {
  if (!firstNavigation) return null;
  return untilAnswered(queryClient);
}

/** Resolves once no request is in flight (at most FIRST_ANSWERS_WAIT_MS); ends the first navigation. */
function untilAnswered(queryClient: QueryClient): Promise<null> {
  return new Promise((resolve) => {
    let unsubscribe = () => {};
    const done = () => {
      unsubscribe();
      window.clearTimeout(timer);
      firstNavigation = false;
      resolve(null);
    };
    const timer = window.setTimeout(done, FIRST_ANSWERS_WAIT_MS);
    unsubscribe = queryClient.getQueryCache().subscribe(() => {
      if (queryClient.isFetching() === 0) done();
    });
    if (queryClient.isFetching() === 0) done();
  });
}

/** Loader of a protected area: the session check starts at once (RequireSession reads it). */
export function sessionLoader(queryClient: QueryClient, roles: readonly Role[]): LoaderFunction {
  return () => {
    if (sessionFor(roles)) void prefetch(queryClient, currentUserQueryOptions);
    return untilFirstAnswers(queryClient);
  };
}

/**
 * Whether a staff session's office has the screen's capability (config/paths.ts; the screen's
 * RequireOffice shows the others a refusal, so their requests would be wasted). Lecturers in the
 * print area, and screens without a capability, pass.
 */
function officeMayUse(session: StoredSession, capability: OfficeCapability | undefined): boolean {
  if (!capability || session.role !== 'admin') return true;
  return officeCan(isAdminPosition(session.surname) ? session.surname : null, capability);
}

/**
 * Loader of a screen inside a protected area: its data, started with the session check. `start`
 * is `screenData[<the screen's data key>]`, which app/screens/screen-lists.test.ts checks exists
 * for every key; were one missing, the screen would still load its data itself, only later.
 */
export function screenLoader(
  queryClient: QueryClient,
  roles: readonly Role[],
  start: ScreenPrefetch | undefined,
  capability?: OfficeCapability,
): LoaderFunction {
  return (args) => {
    const session = sessionFor(roles);
    if (!session || !start || !officeMayUse(session, capability)) return untilFirstAnswers(queryClient);
    const pathname = new URL(args.request.url).pathname;
    const startFor = (user: CurrentUser | undefined) => {
      // The guard sends a user with a step to take first (onboarding, a forced password change)
      // there: the server would refuse this screen's requests (issue 27 §8).
      if (user?.custom_id === session.custom_id && !requiredScreenFor(user, pathname))
        start(queryClient, args, session);
    };
    const known = queryClient.getQueryData<CurrentUser>(currentUserQueryKey);
    if (known) {
      startFor(known);
      return untilFirstAnswers(queryClient);
    }
    if (isKnownSettled(session.custom_id)) {
      // Seen settled on an earlier visit: the data is asked for with the session check, at once.
      start(queryClient, args, session);
      return untilFirstAnswers(queryClient);
    }
    // A first sign-in, or a student in onboarding: the session check (started by the area's
    // loader) answers first, then the data is asked for only where the user may stay.
    const isFirst = firstNavigation;
    const started = prefetch(queryClient, currentUserQueryOptions).then(() =>
      startFor(queryClient.getQueryData<CurrentUser>(currentUserQueryKey)),
    );
    return isFirst ? started.then(() => untilAnswered(queryClient)) : null;
  };
}

/** Loader of a public screen. */
export function publicLoader(queryClient: QueryClient, start: (qc: QueryClient, args: LoaderFunctionArgs) => void) {
  const loader: LoaderFunction = (args) => {
    start(queryClient, args);
    return null;
  };
  return loader;
}

// ---- what each screen reads on its first render ----------------------------------------

/**
 * Each API file's `screenLoaders` (lib/screen-loaders.ts), collected at build time, so that a new
 * screen's loader is written beside its query options and not listed here (decision 0020). The
 * glob imports the files eagerly, i.e. statically: they and their fetchers stay in this module's
 * chunk, which the HTML shell preloads (decision 0010). Every file it matches must export
 * `screenLoaders` (the build fails with MISSING_EXPORT, app/screens/screen-lists.test.ts too), so
 * the API files without loaders are left out by name.
 */
export const screenLoaderFiles = import.meta.glob<Record<string, ScreenPrefetch>>(
  [
    '../api/*.ts',
    '../features/*/api/*.ts',
    '!../api/{current-user,add-drop-periods}.ts',
    '!../features/{auth,onboarding,password-reset,receipts-desk,sandbox-gateway,students}/api/*.ts',
    '!**/*.test.ts',
  ],
  { eager: true, import: 'screenLoaders' },
);

/** Every screen's prefetch, by the `data` key of the screen lists. */
export const screenData: Record<ScreenDataKey, ScreenPrefetch> = Object.assign({}, ...Object.values(screenLoaderFiles));

/** The sandbox gateway's checkout page (public): the transaction it shows. */
export function sandboxCheckoutData(queryClient: QueryClient, { params }: LoaderFunctionArgs): void {
  if (params.reference) void prefetch(queryClient, sandboxTransactionQueryOptions(params.reference));
}
