import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  chooseHostelResponseSchema,
  hostelCreatedResponseSchema,
  hostelMessageResponseSchema,
  hostelPrintRecordedResponseSchema,
  AllocateBedInput,
  AllocateBedResponse,
  ApplyForHostelInput,
  ApplyForHostelResponse,
  BedListResponse,
  CreateBedInput,
  CreateHostelInput,
  CreateRoomInput,
  HostelApplicationStatus,
  HostelBalanceInput,
  HostelFormResponse,
  HostelListResponse,
  HostelPeriodsResponse,
  HostelPrintResponse,
  HostelQueueResponse,
  HostelStatusChangeResponse,
  PeriodList,
  RejectHostelInput,
  RoomListResponse,
  SetPeriodStatusResponse,
} from '@portal/domain';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../config/api-paths';
import { defineScreenLoaders, listParams, ofPeriod, ofStudent, one, prefetch } from '../../../lib/screen-loaders';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';

/** Shapes of the hostel endpoints, declared once in the domain package (schemas/hostel.ts). */
export type {
  BedListResponse,
  HostelApplicationStatus,
  HostelFormResponse,
  HostelListResponse,
  HostelPeriodsResponse,
  HostelPrintResponse,
  HostelQueueResponse,
  PeriodList,
  RoomListResponse,
};

const h = apiPaths.hostels;
const ha = apiPaths.hostelApplications;

export const hostelKeys = {
  all: ['hostels'] as const,
  list: (periodId = '') => [...hostelKeys.all, 'list', periodId] as const,
  rooms: (hostelId: number, periodId = '') => [...hostelKeys.all, 'rooms', hostelId, periodId] as const,
  beds: (hostelId: number, roomId: number, periodId = '') =>
    [...hostelKeys.all, 'beds', hostelId, roomId, periodId] as const,
  applications: ['hostel-applications'] as const,
  myPeriods: () => [...hostelKeys.applications, 'mine'] as const,
  myForm: (periodId: string) => [...hostelKeys.applications, 'mine', periodId] as const,
  myPrint: (periodId: string) => [...hostelKeys.applications, 'mine', periodId, 'print'] as const,
  queue: (periodId: string, status: string, page: number, q: string) =>
    [...hostelKeys.applications, 'queue', periodId, status, page, q] as const,
  staffForm: (periodId: string, customId: string) => [...hostelKeys.applications, 'staff', periodId, customId] as const,
  staffPrint: (periodId: string, customId: string) =>
    [...hostelKeys.applications, 'staff', periodId, customId, 'print'] as const,
  /** GET /api/periods: the same key as the periods feature, so both read one cached answer. */
  periods: ['periods'] as const,
};

/** A URL id from the route (`/admin/manage-rooms/:hostelId/...`) as a number (0 when not one). */
export function idParam(value: string | undefined): number {
  const n = Number(value);
  return Number.isSafeInteger(n) && n > 0 ? n : 0;
}

// ---- hostels, rooms and bedspaces ------------------------------------------------------------

/** The `?period_id=` of a manage screen's URL ('' for the current period). */
export const availabilityPeriodOf = (request: Request) => new URL(request.url).searchParams.get('period_id') ?? '';

/** `?period_id=` for a period's availability ('' asks for the current period's). */
const inPeriod = (url: string, periodId: string) =>
  periodId ? `${url}?${new URLSearchParams({ period_id: periodId })}` : url;

/** Availability is counted for `periodId` (the `?period_id=` of the screen's URL), else the current period. */
export const hostelListQueryOptions = (periodId = '') =>
  queryOptions({
    queryKey: hostelKeys.list(periodId),
    queryFn: ({ signal }) => api.get<HostelListResponse>(inPeriod(h.list, periodId), { signal }),
  });

export const roomListQueryOptions = (hostelId: number, periodId = '') =>
  queryOptions({
    queryKey: hostelKeys.rooms(hostelId, periodId),
    queryFn: ({ signal }) => api.get<RoomListResponse>(inPeriod(h.rooms(hostelId), periodId), { signal }),
  });

export const bedListQueryOptions = (hostelId: number, roomId: number, periodId = '') =>
  queryOptions({
    queryKey: hostelKeys.beds(hostelId, roomId, periodId),
    queryFn: ({ signal }) => api.get<BedListResponse>(inPeriod(h.beds(hostelId, roomId), periodId), { signal }),
  });

export function useHostelList(periodId = '') {
  return useQuery({ ...hostelListQueryOptions(periodId), placeholderData: keepPreviousData });
}

export function useRoomList(hostelId: number, periodId = '') {
  return useQuery(roomListQueryOptions(hostelId, periodId));
}

export function useBedList(hostelId: number, roomId: number, periodId = '') {
  return useQuery(bedListQueryOptions(hostelId, roomId, periodId));
}

type Created = z.infer<typeof hostelCreatedResponseSchema>;
type Message = z.infer<typeof hostelMessageResponseSchema>;
type Action = 'open' | 'close';

/** Create and open or close hostels, rooms and bedspaces (ict, porter); every list reloads after. */
export function useHostelStructure() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: hostelKeys.all });
  return {
    createHostel: useMutation({
      mutationFn: (input: CreateHostelInput) => api.post<Created>(h.list, input),
      onSuccess: refresh,
    }),
    createRoom: useMutation({
      mutationFn: ({ hostelId, input }: { hostelId: number; input: CreateRoomInput }) =>
        api.post<Created>(h.rooms(hostelId), input),
      onSuccess: refresh,
    }),
    createBed: useMutation({
      mutationFn: ({ hostelId, roomId, input }: { hostelId: number; roomId: number; input: CreateBedInput }) =>
        api.post<Created>(h.beds(hostelId, roomId), input),
      onSuccess: refresh,
    }),
    setHostelStatus: useMutation({
      mutationFn: ({ hostelId, action }: { hostelId: number; action: Action }) =>
        api.patch<HostelStatusChangeResponse>(h.status(hostelId), { action }),
      onSettled: refresh,
    }),
    setRoomStatus: useMutation({
      mutationFn: ({ hostelId, roomId, action }: { hostelId: number; roomId: number; action: Action }) =>
        api.patch<HostelStatusChangeResponse>(h.roomStatus(hostelId, roomId), { action }),
      onSettled: refresh,
    }),
    setBedStatus: useMutation({
      mutationFn: ({
        hostelId,
        roomId,
        bedId,
        action,
      }: {
        hostelId: number;
        roomId: number;
        bedId: number;
        action: Action;
      }) => api.patch<HostelStatusChangeResponse>(h.bedStatus(hostelId, roomId, bedId), { action }),
      onSettled: refresh,
    }),
  };
}

// ---- accommodation status of the periods (porter, ict) ------------------------------------------

export const hostelRequestPeriodsQueryOptions = () =>
  queryOptions({
    queryKey: hostelKeys.periods,
    queryFn: ({ signal }) => api.get<PeriodList>(apiPaths.periods.list, { signal }),
  });

export function useHostelRequestPeriods() {
  return useQuery(hostelRequestPeriodsQueryOptions());
}

/** PATCH /api/periods/{periodId}/status for accommodation: the state wanted, not a flip. */
export function useSetAccommodationStatus() {
  return useRefreshingMutation(hostelKeys.periods, ({ periodId, action }: { periodId: string; action: Action }) =>
    api.patch<SetPeriodStatusResponse>(apiPaths.periods.status(periodId), { field: 'accommodation', action }),
  );
}

// ---- the student's application --------------------------------------------------------------

export const myHostelPeriodsQueryOptions = () =>
  queryOptions({
    queryKey: hostelKeys.myPeriods(),
    queryFn: ({ signal }) => api.get<HostelPeriodsResponse>(ha.mine, { signal }),
  });

export const myHostelFormQueryOptions = (periodId: string) =>
  queryOptions({
    queryKey: hostelKeys.myForm(periodId),
    queryFn: ({ signal }) => api.get<HostelFormResponse>(ha.myForm(periodId), { signal }),
  });

export const myHostelPrintQueryOptions = (periodId: string) =>
  queryOptions({
    queryKey: hostelKeys.myPrint(periodId),
    queryFn: ({ signal }) => api.get<HostelPrintResponse>(ha.myPrint(periodId), { signal }),
  });

export function useMyHostelPeriods() {
  return useQuery(myHostelPeriodsQueryOptions());
}

export function useMyHostelForm(periodId: string) {
  return useQuery(myHostelFormQueryOptions(periodId));
}

export function useMyHostelPrint(periodId: string) {
  return useQuery(myHostelPrintQueryOptions(periodId));
}

export function useApplyForHostel() {
  return useRefreshingMutation(
    hostelKeys.applications,
    (input: ApplyForHostelInput) => api.post<ApplyForHostelResponse>(ha.mine, input),
    'success',
  );
}

/** "Request this hostel": the form is read again whatever the answer (a refusal may mean it changed). */
export function useChooseHostel(periodId: string) {
  return useRefreshingMutation(hostelKeys.applications, (hostelId: number) =>
    api.post<z.infer<typeof chooseHostelResponseSchema>>(ha.myChoice(periodId), { hostel_id: hostelId }),
  );
}

// ---- staff ------------------------------------------------------------------------------------

/** One page of a period's hostel requests: `status` is one status (a filter), or '' for the office's own queue. */
export const hostelQueueQueryOptions = (periodId: string, status: string, page: number, q: string) =>
  queryOptions({
    queryKey: hostelKeys.queue(periodId, status, page, q),
    queryFn: ({ signal }) => {
      const search = new URLSearchParams({ page: String(page) });
      if (status) search.set('status', status);
      if (q) search.set('q', q);
      return api.get<HostelQueueResponse>(`${ha.queue(periodId)}?${search}`, { signal });
    },
    placeholderData: keepPreviousData,
  });

export function useHostelQueue(periodId: string, status: string, page: number, q: string) {
  return useQuery(hostelQueueQueryOptions(periodId, status, page, q));
}

export const staffHostelFormQueryOptions = (periodId: string, customId: string) =>
  queryOptions({
    queryKey: hostelKeys.staffForm(periodId, customId),
    queryFn: ({ signal }) => api.get<HostelFormResponse>(ha.form(periodId, customId), { signal }),
  });

export const staffHostelPrintQueryOptions = (periodId: string, customId: string) =>
  queryOptions({
    queryKey: hostelKeys.staffPrint(periodId, customId),
    queryFn: ({ signal }) => api.get<HostelPrintResponse>(ha.action(periodId, customId, 'print'), { signal }),
  });

export function useStaffHostelForm(periodId: string, customId: string) {
  return useQuery(staffHostelFormQueryOptions(periodId, customId));
}

/** The Proof of Hostel Allocation for staff: asked for only once the application is complete. */
export function useStaffHostelPrint(periodId: string, customId: string, enabled: boolean) {
  return useQuery({ ...staffHostelPrintQueryOptions(periodId, customId), enabled });
}

/** The PROCESS FORM panel's actions; the form, the queues and the availability are read again after each. */
export function useHostelProcess(periodId: string, customId: string) {
  const queryClient = useQueryClient();
  const refresh = async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: hostelKeys.applications }),
      queryClient.invalidateQueries({ queryKey: hostelKeys.all }),
    ]);
  };
  const url = (action: 'balance' | 'rejection' | 'allocation' | 'sms') => ha.action(periodId, customId, action);
  return {
    balance: useMutation({
      mutationFn: (input: HostelBalanceInput) => api.post<Message>(url('balance'), input),
      onSettled: refresh,
    }),
    reject: useMutation({
      mutationFn: (input: RejectHostelInput) => api.post<Message>(url('rejection'), input),
      onSettled: refresh,
    }),
    allocate: useMutation({
      mutationFn: (input: AllocateBedInput) => api.post<AllocateBedResponse>(url('allocation'), input),
      onSettled: refresh,
    }),
    sms: useMutation({
      mutationFn: (message: string) => api.post<Message>(url('sms'), { message }),
    }),
  };
}

/** Records a print of the proof (the porter's or the bursar's first one; others print without a record). */
export function recordHostelPrint(periodId: string, customId: string) {
  return api.post<z.infer<typeof hostelPrintRecordedResponseSchema>>(ha.action(periodId, customId, 'prints'));
}

export const screenLoaders = defineScreenLoaders({
  hostelPeriods: one(myHostelPeriodsQueryOptions()),
  hostelForm: ofPeriod(myHostelFormQueryOptions),
  hostelPrint: ofPeriod(myHostelPrintQueryOptions),
  hostelRequestPeriods: one(hostelRequestPeriodsQueryOptions()),
  hostelQueue: (queryClient, { params, request }) => {
    const { page, q, search } = listParams(request);
    const status = search.get('status') ?? '';
    if (params.periodId) void prefetch(queryClient, hostelQueueQueryOptions(params.periodId, status, page, q));
  },
  staffHostelForm: ofStudent(staffHostelFormQueryOptions),
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
});
