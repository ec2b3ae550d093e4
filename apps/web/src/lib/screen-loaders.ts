import type { EnsureQueryDataOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import type { StoredSession } from '@portal/domain';

/*
 * What a screen's route loader starts (decision 0020): each API file (src/api, features/<f>/api)
 * exports `screenLoaders`, its screens' first requests keyed by the `data` key of the screen lists
 * (app/screens/*-screens.ts), beside the query options they start. app/route-loaders.ts collects
 * them (decision 0010: they and the fetchers they import are the loaders' chunk, which the HTML
 * shell preloads). Only query options and fetchers may be imported by an API file for them, never a
 * form, a zod schema or react-hook-form: they would join that chunk.
 */

/** What a screen starts loading, given the navigation and the signed-in user's stored session. */
export type ScreenPrefetch = (queryClient: QueryClient, args: LoaderFunctionArgs, session: StoredSession) => void;

/**
 * The name of a screen's prefetch: a key of some API file's `screenLoaders`, named by the screen
 * lists' `data`. The files are collected at build time, which the typecheck cannot follow, so
 * app/screens/screen-lists.test.ts checks that each key has exactly one loader and each loader a
 * screen.
 */
export type ScreenDataKey = string;

/** An API file's screen loaders, each typed as a ScreenPrefetch (its arguments inferred). */
export function defineScreenLoaders<const L extends Record<string, ScreenPrefetch>>(loaders: L): L {
  return loaders;
}

type Options<TQueryFnData, TError, TData, TQueryKey extends QueryKey> = EnsureQueryDataOptions<
  TQueryFnData,
  TError,
  TData,
  TQueryKey
>;

/** Starts a query (or keeps its cached answer) without waiting; a failure is the screen's to show. */
export function prefetch<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  queryClient: QueryClient,
  options: Options<TQueryFnData, TError, TData, TQueryKey>,
): Promise<unknown> {
  return queryClient.ensureQueryData(options).catch(() => undefined);
}

/** A screen that reads one query, whatever its address. */
export function one<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  options: Options<TQueryFnData, TError, TData, TQueryKey>,
): ScreenPrefetch {
  return (queryClient) => void prefetch(queryClient, options);
}

/** A screen that reads one query of the address's period (`:periodId`). */
export function ofPeriod<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  optionsOf: (periodId: string) => Options<TQueryFnData, TError, TData, TQueryKey>,
): ScreenPrefetch {
  return (queryClient, { params }) => {
    if (params.periodId) void prefetch(queryClient, optionsOf(params.periodId));
  };
}

/** A staff screen that reads one query of the address's period and student (`:periodId/:customId`). */
export function ofStudent<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  optionsOf: (periodId: string, customId: string) => Options<TQueryFnData, TError, TData, TQueryKey>,
): ScreenPrefetch {
  return (queryClient, { params }) => {
    if (params.periodId && params.customId) void prefetch(queryClient, optionsOf(params.periodId, params.customId));
  };
}

/** Page and search text of a server-side list, as `useListParams` reads them from the URL. */
export function listParams(request: Request): { page: number; q: string; search: URLSearchParams } {
  const search = new URL(request.url).searchParams;
  const page = Number(search.get('page'));
  return { page: Number.isInteger(page) && page > 0 ? page : 1, q: search.get('q') ?? '', search };
}
