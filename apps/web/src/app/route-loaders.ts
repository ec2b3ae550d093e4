import type { EnsureQueryDataOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import type { LoaderFunction, LoaderFunctionArgs } from 'react-router';
import { isAdminPosition, officeCan, type OfficeCapability, type Role, type StoredSession } from '@portal/domain';
import { getStoredSession } from '../lib/session';
import { currentUserQueryOptions } from '../api/current-user';
import { downloadsQueryOptions } from '../features/downloads/api/downloads';
import { libraryResourcesQueryOptions } from '../features/library-resources/api/library-resources';
import { myProfileQueryOptions } from '../api/my-profile';
import { myWalletsQueryOptions, staffWalletsQueryOptions } from '../features/wallets/api/wallets';
import { smsOutboxQueryOptions } from '../features/sms-outbox/api/get-sms-outbox';
import { backupsQueryOptions } from '../features/backups/api/backups';
import { periodsQueryOptions } from '../api/periods';
import { coursesQueryOptions } from '../features/courses/api/courses';
import { chargesQueryOptions, courseFeesQueryOptions } from '../features/charges/api/charges';
import {
  facultyListQueryOptions,
  facultyProfileQueryOptions,
  myCoursesQueryOptions,
  myFacultyProfileQueryOptions,
} from '../api/faculty';
import { assignmentsQueryOptions } from '../features/assignments/api/assignments';
import { sandboxTransactionQueryOptions } from '../features/sandbox-gateway/api/sandbox-gateway';
import {
  approvalQueueQueryOptions,
  myRegistrationFormQueryOptions,
  myRegistrationPrintQueryOptions,
  printOutsQueryOptions,
  registeredCoursesQueryOptions,
  registrationPeriodsQueryOptions,
  specialRatesQueryOptions,
  staffRegistrationFormQueryOptions,
  staffRegistrationPrintQueryOptions,
} from '../features/registration/api/registration';
import {
  enrollmentStatisticsQueryOptions,
  healthInsuranceLogQueryOptions,
  newStudentsLogQueryOptions,
  reconciliationQueryOptions,
  reconciliationRangeOf,
  registrationLogParamsOf,
  registrationLogQueryOptions,
  registryLogParamsOf,
} from '../features/bursary-desk/api/bursary-desk';
import {
  availabilityPeriodOf,
  bedListQueryOptions,
  hostelListQueryOptions,
  hostelQueueQueryOptions,
  hostelRequestPeriodsQueryOptions,
  idParam,
  myHostelFormQueryOptions,
  myHostelPeriodsQueryOptions,
  myHostelPrintQueryOptions,
  roomListQueryOptions,
  staffHostelFormQueryOptions,
} from '../features/hostels/api/hostels';
import {
  classListCoursesQueryOptions,
  classListPrintQueryOptions,
  classListQueryOptions,
} from '../features/class-lists/api/class-lists';
import {
  addDropLogParamsOf,
  addDropLogQueryOptions,
  addDropPeriodListQueryOptions,
  addDropQueueQueryOptions,
  myAddDropFormQueryOptions,
  myAddDropPeriodsQueryOptions,
  myAddDropPrintQueryOptions,
  staffAddDropFormQueryOptions,
  staffAddDropPrintQueryOptions,
} from '../features/add-drop/api/add-drop';

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

/** Starts a query (or keeps its cached answer) without waiting; a failure is the screen's to show. */
function prefetch<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  queryClient: QueryClient,
  options: EnsureQueryDataOptions<TQueryFnData, TError, TData, TQueryKey>,
): Promise<unknown> {
  return queryClient.ensureQueryData(options).catch(() => undefined);
}

/** The stored session when it allows one of `roles` (else no request is started). */
function sessionFor(roles: readonly Role[]): StoredSession | null {
  const session = getStoredSession();
  return session && roles.includes(session.role) ? session : null;
}

/** What a screen starts loading, given the navigation and the signed-in user's stored session. */
export type ScreenPrefetch = (queryClient: QueryClient, args: LoaderFunctionArgs, session: StoredSession) => void;

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

/** Loader of a screen inside a protected area: its data, started with the session check. */
export function screenLoader(
  queryClient: QueryClient,
  roles: readonly Role[],
  start: ScreenPrefetch,
  capability?: OfficeCapability,
): LoaderFunction {
  return (args) => {
    const session = sessionFor(roles);
    if (session && officeMayUse(session, capability)) start(queryClient, args, session);
    return untilFirstAnswers(queryClient);
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

/** Page and search text of a server-side list, as `useListParams` reads them from the URL. */
function listParams(request: Request): { page: number; q: string; search: URLSearchParams } {
  const search = new URL(request.url).searchParams;
  const page = Number(search.get('page'));
  return { page: Number.isInteger(page) && page > 0 ? page : 1, q: search.get('q') ?? '', search };
}

function one<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  options: EnsureQueryDataOptions<TQueryFnData, TError, TData, TQueryKey>,
): ScreenPrefetch {
  return (queryClient) => void prefetch(queryClient, options);
}

export const screenData = {
  downloads: one(downloadsQueryOptions),
  libraryResources: one(libraryResourcesQueryOptions),
  myProfile: one(myProfileQueryOptions),
  myWallets: one(myWalletsQueryOptions),
  periods: one(periodsQueryOptions),
  backups: one(backupsQueryOptions),
  smsOutbox: (queryClient, { request }) => {
    const { page, q } = listParams(request);
    void prefetch(queryClient, smsOutboxQueryOptions({ page, q }));
  },
  portalWallets: (queryClient, { request }) => {
    const { page, q } = listParams(request);
    void prefetch(queryClient, staffWalletsQueryOptions({ kind: 'portal', page, q }));
  },
  accommodationWallets: (queryClient, { request }) => {
    const { page, q } = listParams(request);
    void prefetch(queryClient, staffWalletsQueryOptions({ kind: 'accommodation', page, q }));
  },
  // The dashboard's fetchers are imported on demand: features/dashboard/api reads the figures'
  // names from a domain module that also holds zod schemas, which must stay out of the first
  // load. (The import is the dashboard chunk's own dependency, fetched alongside it.)
  dashboard: (queryClient) => {
    void import('../features/dashboard/api/dashboard').then((m) => prefetch(queryClient, m.dashboardQueryOptions));
  },
  activeStudents: (queryClient, { request }) => {
    const { page, q, search } = listParams(request);
    const filter = search.get('filter');
    void import('../features/dashboard/api/dashboard').then((m) =>
      prefetch(
        queryClient,
        m.activeStudentsQueryOptions({ page, q, filter: m.isStudentFilter(filter) ? filter : null }),
      ),
    );
  },
  manageCourses: (queryClient, { request }) => {
    const { page, q, search } = listParams(request);
    const year = Number(search.get('year'));
    const validYear = Number.isInteger(year) && year >= 1 && year <= 7 ? year : null;
    void prefetch(queryClient, coursesQueryOptions({ page, q, year: validYear }));
  },
  charges: one(chargesQueryOptions),
  /**
   * Course fees: the periods and the current user together; the fees of the current period as
   * soon as the periods are known (two rounds, not three in a row).
   */
  courseFees: (queryClient) => {
    void prefetch(queryClient, periodsQueryOptions).then(() => {
      const periods = queryClient.getQueryData(periodsQueryOptions.queryKey);
      const periodId = periods?.current_period_id ?? periods?.items[0]?.period_id ?? null;
      if (periodId) void prefetch(queryClient, courseFeesQueryOptions(periodId));
    });
  },
  manageFaculty: (queryClient, { request }) => {
    const { page, q } = listParams(request);
    void prefetch(queryClient, facultyListQueryOptions({ page, q }));
  },
  facultyProfile: (queryClient, { params }) => {
    if (params.facultyId) void prefetch(queryClient, facultyProfileQueryOptions(params.facultyId));
  },
  assignCourses: (queryClient, { params }) => {
    if (params.periodId) void prefetch(queryClient, assignmentsQueryOptions(params.periodId));
  },
  registrationPeriods: one(registrationPeriodsQueryOptions()),
  registrationForm: (queryClient, { params }) => {
    if (params.periodId) void prefetch(queryClient, myRegistrationFormQueryOptions(params.periodId));
  },
  registrationPrint: (queryClient, { params }) => {
    if (params.periodId) void prefetch(queryClient, myRegistrationPrintQueryOptions(params.periodId));
  },
  printOuts: one(printOutsQueryOptions()),
  registeredCourses: (queryClient, { params }) => {
    if (params.periodId) void prefetch(queryClient, registeredCoursesQueryOptions(params.periodId));
  },
  approvalQueue: (queryClient, { params }) => {
    if (params.periodId) void prefetch(queryClient, approvalQueueQueryOptions(params.periodId));
  },
  staffRegistrationForm: (queryClient, { params }) => {
    if (params.periodId && params.customId) {
      void prefetch(queryClient, staffRegistrationFormQueryOptions(params.periodId, params.customId));
    }
  },
  staffRegistrationPrint: (queryClient, { params }) => {
    if (params.periodId && params.customId) {
      void prefetch(queryClient, staffRegistrationPrintQueryOptions(params.periodId, params.customId));
    }
  },
  specialRates: (queryClient, { request }) => {
    const { page, q } = listParams(request);
    void prefetch(queryClient, specialRatesQueryOptions(page, q));
  },
  // Bursary and registry desks (issue 11): one request per screen.
  registrationLog: (queryClient, { params, request }) => {
    const search = new URL(request.url).searchParams;
    if (params.periodId)
      void prefetch(queryClient, registrationLogQueryOptions(params.periodId, registrationLogParamsOf(search)));
  },
  newStudentsLog: (queryClient, { params, request }) => {
    const search = new URL(request.url).searchParams;
    if (params.periodId)
      void prefetch(queryClient, newStudentsLogQueryOptions(params.periodId, registryLogParamsOf(search)));
  },
  healthInsuranceLog: (queryClient, { params, request }) => {
    const search = new URL(request.url).searchParams;
    if (params.periodId) {
      void prefetch(queryClient, healthInsuranceLogQueryOptions(params.periodId, registryLogParamsOf(search)));
    }
  },
  enrollmentStatistics: (queryClient, { params }) => {
    if (params.periodId) void prefetch(queryClient, enrollmentStatisticsQueryOptions(params.periodId));
  },
  reconciliation: (queryClient, { request }) => {
    void prefetch(queryClient, reconciliationQueryOptions(reconciliationRangeOf(new URL(request.url).searchParams)));
  },
  // Add/drop (issue 12): one request per screen.
  addDropPeriods: one(myAddDropPeriodsQueryOptions()),
  addDropForm: (queryClient, { params }) => {
    if (params.periodId) void prefetch(queryClient, myAddDropFormQueryOptions(params.periodId));
  },
  addDropPrint: (queryClient, { params }) => {
    if (params.periodId) void prefetch(queryClient, myAddDropPrintQueryOptions(params.periodId));
  },
  addDropPeriodList: one(addDropPeriodListQueryOptions()),
  addDropQueue: (queryClient, { params }) => {
    if (params.periodId) void prefetch(queryClient, addDropQueueQueryOptions(params.periodId));
  },
  staffAddDropForm: (queryClient, { params }) => {
    if (params.periodId && params.customId) {
      void prefetch(queryClient, staffAddDropFormQueryOptions(params.periodId, params.customId));
    }
  },
  staffAddDropPrint: (queryClient, { params }) => {
    if (params.periodId && params.customId) {
      void prefetch(queryClient, staffAddDropPrintQueryOptions(params.periodId, params.customId));
    }
  },
  addDropLog: (queryClient, { params, request }) => {
    const search = new URL(request.url).searchParams;
    if (params.periodId)
      void prefetch(queryClient, addDropLogQueryOptions(params.periodId, addDropLogParamsOf(search)));
  },
  // Hostels (issue 13)
  hostelPeriods: one(myHostelPeriodsQueryOptions()),
  hostelForm: (queryClient, { params }) => {
    if (params.periodId) void prefetch(queryClient, myHostelFormQueryOptions(params.periodId));
  },
  hostelPrint: (queryClient, { params }) => {
    if (params.periodId) void prefetch(queryClient, myHostelPrintQueryOptions(params.periodId));
  },
  hostelRequestPeriods: one(hostelRequestPeriodsQueryOptions()),
  hostelQueue: (queryClient, { params, request }) => {
    const { page, q, search } = listParams(request);
    const status = search.get('status') ?? '';
    if (params.periodId) void prefetch(queryClient, hostelQueueQueryOptions(params.periodId, status, page, q));
  },
  staffHostelForm: (queryClient, { params }) => {
    if (params.periodId && params.customId) {
      void prefetch(queryClient, staffHostelFormQueryOptions(params.periodId, params.customId));
    }
  },
  manageHostels: (queryClient, { request }) => {
    void prefetch(queryClient, hostelListQueryOptions(availabilityPeriodOf(request)));
  },
  manageRooms: (queryClient, { params, request }) => {
    const hostelId = idParam(params.hostelId);
    if (hostelId) void prefetch(queryClient, roomListQueryOptions(hostelId, availabilityPeriodOf(request)));
  },
  manageBeds: (queryClient, { params, request }) => {
    const hostelId = idParam(params.hostelId);
    const roomId = idParam(params.roomId);
    if (hostelId && roomId) {
      void prefetch(queryClient, bedListQueryOptions(hostelId, roomId, availabilityPeriodOf(request)));
    }
  },
  myFacultyProfile: one(myFacultyProfileQueryOptions),
  myCourses: ((queryClient, { params }) => {
    void prefetch(queryClient, periodsQueryOptions);
    if (params.periodId) void prefetch(queryClient, myCoursesQueryOptions(params.periodId));
  }) satisfies ScreenPrefetch,
  // Class lists (issue 14): the course comes in the query string (?code=).
  classList: (queryClient, { params, request }) => {
    const code = new URL(request.url).searchParams.get('code')?.trim();
    if (params.periodId && code) void prefetch(queryClient, classListQueryOptions(params.periodId, code));
  },
  staffClassLists: (queryClient, { params }) => {
    if (params.periodId) void prefetch(queryClient, classListCoursesQueryOptions(params.periodId));
  },
  classListPrint: (queryClient, { params, request }) => {
    const code = new URL(request.url).searchParams.get('code')?.trim();
    if (params.periodId && code) void prefetch(queryClient, classListPrintQueryOptions(params.periodId, code));
  },
} satisfies Record<string, ScreenPrefetch>;

/** The name of a screen's prefetch in `screenData`. */
export type ScreenDataKey = keyof typeof screenData;

/** The sandbox gateway's checkout page (public): the transaction it shows. */
export function sandboxCheckoutData(queryClient: QueryClient, { params }: LoaderFunctionArgs): void {
  if (params.reference) void prefetch(queryClient, sandboxTransactionQueryOptions(params.reference));
}
