import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AddDropDecisionInput,
  AddDropFormResponse,
  AddDropLogQuery,
  AddDropLogResponse,
  AddDropMessageResponse,
  AddDropPeriodListResponse,
  AddDropPeriodsResponse,
  AddDropPrintRecordResponse,
  AddDropPrintResponse,
  AddDropQueueResponse,
  AddDropStatus,
  AddDropSubmitResponse,
  StartAddDropInput,
  StartAddDropResponse,
} from '@portal/domain';
import { ADD_DROP_STATUSES } from '@portal/domain';
import {
  addDropPeriodListQueryOptions,
  addDropPeriodsQueryKey,
  useAddDropPeriodList,
} from '../../../api/add-drop-periods';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../config/api-paths';
import { defineScreenLoaders, ofPeriod, ofStudent, one, prefetch } from '../../../lib/screen-loaders';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';

/** Shapes of the add/drop endpoints, declared once in the domain package (schemas/add-drop.ts). */
export type {
  AddDropFormResponse,
  AddDropLogResponse,
  AddDropPeriodListResponse,
  AddDropPeriodsResponse,
  AddDropPrintResponse,
  AddDropQueueResponse,
};
export { addDropPeriodListQueryOptions, useAddDropPeriodList };
export type AddDropListRow = AddDropLogResponse['groups'][number]['rows'][number];
export type AddDropLogParams = AddDropLogQuery;

const d = apiPaths.addDrops;

export const addDropKeys = {
  all: ['add-drops'] as const,
  myPeriods: () => [...addDropKeys.all, 'mine'] as const,
  myForm: (periodId: string) => [...addDropKeys.all, 'mine', periodId] as const,
  myPrint: (periodId: string) => [...addDropKeys.all, 'mine', periodId, 'print'] as const,
  periods: () => addDropPeriodsQueryKey,
  queue: (periodId: string) => [...addDropKeys.all, 'queue', periodId] as const,
  log: (periodId: string, params: AddDropLogParams) => [...addDropKeys.all, 'log', periodId, params] as const,
  staffForm: (periodId: string, customId: string) => [...addDropKeys.all, 'staff', periodId, customId] as const,
  staffPrint: (periodId: string, customId: string) =>
    [...addDropKeys.all, 'staff', periodId, customId, 'print'] as const,
};

// ---- the student's own add/drop --------------------------------------------------------------

export const myAddDropPeriodsQueryOptions = () =>
  queryOptions({
    queryKey: addDropKeys.myPeriods(),
    queryFn: ({ signal }) => api.get<AddDropPeriodsResponse>(d.mine, { signal }),
  });

export const myAddDropFormQueryOptions = (periodId: string) =>
  queryOptions({
    queryKey: addDropKeys.myForm(periodId),
    queryFn: ({ signal }) => api.get<AddDropFormResponse>(d.myForm(periodId), { signal }),
  });

export const myAddDropPrintQueryOptions = (periodId: string) =>
  queryOptions({
    queryKey: addDropKeys.myPrint(periodId),
    queryFn: ({ signal }) => api.get<AddDropPrintResponse>(d.myAction(periodId, 'print'), { signal }),
  });

export function useMyAddDropPeriods() {
  return useQuery(myAddDropPeriodsQueryOptions());
}

export function useMyAddDropForm(periodId: string) {
  return useQuery(myAddDropFormQueryOptions(periodId));
}

export function useStartAddDrop() {
  return useRefreshingMutation(
    addDropKeys.all,
    (input: StartAddDropInput) => api.post<StartAddDropResponse>(d.mine, input),
    'success',
  );
}

/**
 * Drop, undo, add, remove, forward and submit. Each answers `{ message }`; the form is then read
 * again (one request), and the period list with it.
 */
export function useAddDropActions(periodId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: addDropKeys.all });
  return {
    drop: useRefreshingMutation(addDropKeys.all, (code: string) =>
      api.post<AddDropMessageResponse>(d.myDropped(periodId), { course_code: code }),
    ),
    undo: useRefreshingMutation(addDropKeys.all, (code: string) =>
      api.delete<AddDropMessageResponse>(d.myDroppedCourse(periodId, code)),
    ),
    add: useRefreshingMutation(addDropKeys.all, (code: string) =>
      api.post<AddDropMessageResponse>(d.myAdded(periodId), { course_code: code }),
    ),
    remove: useRefreshingMutation(addDropKeys.all, (code: string) =>
      api.delete<AddDropMessageResponse>(d.myAddedCourse(periodId, code)),
    ),
    forward: useRefreshingMutation(addDropKeys.all, () =>
      api.post<AddDropMessageResponse>(d.myAction(periodId, 'forward')),
    ),
    submit: useMutation({
      mutationFn: () => api.post<AddDropSubmitResponse>(d.myAction(periodId, 'submit')),
      onSettled: () =>
        Promise.all([
          refresh(),
          // The wallet, print-outs and registered courses move with a completed add/drop.
          queryClient.invalidateQueries({ queryKey: ['registrations'] }),
          queryClient.invalidateQueries({ queryKey: ['wallets'] }),
        ]),
    }),
  };
}

// ---- staff ----------------------------------------------------------------------------------

export const addDropQueueQueryOptions = (periodId: string) =>
  queryOptions({
    queryKey: addDropKeys.queue(periodId),
    queryFn: ({ signal }) => api.get<AddDropQueueResponse>(d.queue(periodId), { signal }),
  });

/** Page, search and status of the add/drop log, as the URL carries them. */
export function addDropLogParamsOf(search: URLSearchParams): AddDropLogParams {
  const page = Number(search.get('page'));
  const status = ADD_DROP_STATUSES.find((s) => s === search.get('status'));
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    q: (search.get('q') ?? '').trim(),
    ...(status ? { status } : {}),
  };
}

function logSearch(params: { page?: number; q: string; status?: AddDropStatus | undefined }): string {
  const search = new URLSearchParams();
  if (params.page && params.page > 1) search.set('page', String(params.page));
  if (params.q) search.set('q', params.q);
  if (params.status) search.set('status', params.status);
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** GET /api/add-drops/{periodId}/log?page=&q=&status=: one page (paged in SQL). */
export const addDropLogQueryOptions = (periodId: string, params: AddDropLogParams) =>
  queryOptions({
    queryKey: addDropKeys.log(periodId, params),
    queryFn: ({ signal }) => api.get<AddDropLogResponse>(`${d.log(periodId)}${logSearch(params)}`, { signal }),
    placeholderData: keepPreviousData,
  });

/** The whole log (same search and status) as a CSV download. */
export function addDropLogCsvHref(periodId: string, params: { q: string; status?: AddDropStatus | undefined }) {
  return `${d.logCsv(periodId)}${logSearch(params)}`;
}

export const staffAddDropFormQueryOptions = (periodId: string, customId: string) =>
  queryOptions({
    queryKey: addDropKeys.staffForm(periodId, customId),
    queryFn: ({ signal }) => api.get<AddDropFormResponse>(d.form(periodId, customId), { signal }),
  });

export const staffAddDropPrintQueryOptions = (periodId: string, customId: string) =>
  queryOptions({
    queryKey: addDropKeys.staffPrint(periodId, customId),
    queryFn: ({ signal }) => api.get<AddDropPrintResponse>(d.action(periodId, customId, 'print'), { signal }),
  });

export function useAddDropQueue(periodId: string) {
  return useQuery(addDropQueueQueryOptions(periodId));
}

export function useAddDropLog(periodId: string, params: AddDropLogParams) {
  return useQuery(addDropLogQueryOptions(periodId, params));
}

export function useStaffAddDropForm(periodId: string, customId: string) {
  return useQuery(staffAddDropFormQueryOptions(periodId, customId));
}

/** The Process Form panel of an add/drop form: the decision and the SMS. */
export function useAddDropProcess(periodId: string, customId: string) {
  const queryClient = useQueryClient();
  return {
    decide: useMutation({
      mutationFn: (input: AddDropDecisionInput) =>
        api.post<AddDropMessageResponse>(d.action(periodId, customId, 'decision'), input),
      onSettled: () => queryClient.invalidateQueries({ queryKey: addDropKeys.all }),
    }),
    sms: useMutation({
      mutationFn: (message: string) =>
        api.post<AddDropMessageResponse>(d.action(periodId, customId, 'sms'), { message }),
    }),
  };
}

/** Records that the bursar, registrar or dean printed a completed add/drop form. */
export function recordAddDropPrint(periodId: string, customId: string) {
  return api.post<AddDropPrintRecordResponse>(d.action(periodId, customId, 'prints'));
}

export const screenLoaders = defineScreenLoaders({
  addDropPeriods: one(myAddDropPeriodsQueryOptions()),
  addDropForm: ofPeriod(myAddDropFormQueryOptions),
  addDropPrint: ofPeriod(myAddDropPrintQueryOptions),
  addDropPeriodList: one(addDropPeriodListQueryOptions()),
  addDropQueue: ofPeriod(addDropQueueQueryOptions),
  staffAddDropForm: ofStudent(staffAddDropFormQueryOptions),
  staffAddDropPrint: ofStudent(staffAddDropPrintQueryOptions),
  addDropLog: (queryClient, { params, request }) => {
    const search = new URL(request.url).searchParams;
    if (params.periodId)
      void prefetch(queryClient, addDropLogQueryOptions(params.periodId, addDropLogParamsOf(search)));
  },
});
