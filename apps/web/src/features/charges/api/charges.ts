import { queryOptions, useQuery } from '@tanstack/react-query';
import { CHARGE_MESSAGES } from '@portal/domain';
import type {
  AffiliationFeeResponse,
  ChargeInput,
  ChargeList,
  ChargeMode,
  CopyCourseFeesResponse,
  CourseFeeInput as CourseFeeBody,
  CourseFeeView,
  DepartmentalChargeInput,
  DepartmentalChargeView,
  MessageResponse,
  PeriodCourseFees,
  PeriodIdParams,
  SeminaryChargeView,
  StudentType,
} from '@portal/domain';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../config/api-paths';
import { defineScreenLoaders, one, prefetch } from '../../../lib/screen-loaders';
import { periodsQueryOptions } from '../../../api/periods';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';

/** Shapes of the charges and course-fees endpoints, declared once in the domain package. */
export type { ChargeMode, PeriodCourseFees, StudentType };
export type SeminaryCharge = SeminaryChargeView;
export type DepartmentalCharge = DepartmentalChargeView;
export type Charges = ChargeList;
export type CourseFee = CourseFeeView;
export type CopiedFees = CopyCourseFeesResponse;

export const CHARGE_SAVED_MESSAGE = CHARGE_MESSAGES.saved;

export const chargesQueryKey = ['charges'] as const;

export const chargesQueryOptions = queryOptions({
  queryKey: chargesQueryKey,
  queryFn: ({ signal }) => api.get<Charges>(apiPaths.charges.list, { signal }),
});

/** GET /api/charges (offices ict, bursar, auditor). */
export function useCharges() {
  return useQuery(chargesQueryOptions);
}

/** The body of PUT /api/charges/seminary (amount in whole naira, digits). */
export type SeminaryChargeInput = ChargeInput;

/** POST /api/charges/seminary: Input New Charge; refused with 409 when the item exists (issue 15 §2). */
export async function addSeminaryCharge(input: SeminaryChargeInput): Promise<string> {
  return (await api.post<MessageResponse>(apiPaths.charges.seminary, input)).message;
}

/** PUT /api/charges/seminary: Edit, sets the amount of one item. */
export async function saveSeminaryCharge(input: SeminaryChargeInput): Promise<string> {
  return (await api.put<MessageResponse>(apiPaths.charges.seminary, input)).message;
}

/** DELETE /api/charges/seminary/:id. */
export async function removeSeminaryCharge(id: number): Promise<string> {
  return (await api.delete<MessageResponse>(apiPaths.charges.seminaryItem(id))).message;
}

export type { DepartmentalChargeInput };

/** POST /api/charges/departmental: Input New Charge; refused with 409 when the department's charge is set. */
export async function addDepartmentalCharge(input: DepartmentalChargeInput): Promise<string> {
  return (await api.post<MessageResponse>(apiPaths.charges.departmental, input)).message;
}

/** PUT /api/charges/departmental: Update. */
export async function saveDepartmentalCharge(input: DepartmentalChargeInput): Promise<string> {
  return (await api.put<MessageResponse>(apiPaths.charges.departmental, input)).message;
}

function useChargesMutation<T>(mutationFn: (input: T) => Promise<string>) {
  return useRefreshingMutation(chargesQueryKey, mutationFn);
}

export const useAddSeminaryCharge = () => useChargesMutation(addSeminaryCharge);
export const useSaveSeminaryCharge = () => useChargesMutation(saveSeminaryCharge);
export const useRemoveSeminaryCharge = () => useChargesMutation(removeSeminaryCharge);
export const useAddDepartmentalCharge = () => useChargesMutation(addDepartmentalCharge);
export const useSaveDepartmentalCharge = () => useChargesMutation(saveDepartmentalCharge);

// ---- course fees -------------------------------------------------------------------------

export const courseFeesQueryKey = ['course-fees'] as const;

/** GET /api/course-fees/:periodId. */
export function courseFeesQueryOptions(periodId: string | null) {
  return queryOptions({
    queryKey: [...courseFeesQueryKey, periodId] as const,
    queryFn: ({ signal }) => api.get<PeriodCourseFees>(apiPaths.courseFees.ofPeriod(periodId ?? ''), { signal }),
    enabled: periodId !== null,
  });
}

export function useCourseFees(periodId: string | null) {
  return useQuery(courseFeesQueryOptions(periodId));
}

/** PUT /api/course-fees/:periodId (amount in whole naira per credit hour, digits). */
export type CourseFeeInput = PeriodIdParams & CourseFeeBody;

export async function saveCourseFee({ periodId, ...body }: CourseFeeInput): Promise<string> {
  return (await api.put<MessageResponse>(apiPaths.courseFees.ofPeriod(periodId), body)).message;
}

/** POST /api/course-fees/:periodId/copy-previous. */
export function copyPreviousCourseFees(periodId: string): Promise<CopiedFees> {
  return api.post<CopiedFees>(apiPaths.courseFees.copyPrevious(periodId));
}

function useFeesMutation<T, R>(mutationFn: (input: T) => Promise<R>) {
  return useRefreshingMutation(courseFeesQueryKey, mutationFn);
}

export const useSaveCourseFee = () => useFeesMutation(saveCourseFee);
export const useCopyPreviousCourseFees = () => useFeesMutation(copyPreviousCourseFees);

/** PUT /api/periods/:periodId/affiliation-fee {amount: whole naira}: answers the server's text. */
export async function setAffiliationFee({ periodId, amount }: { periodId: string; amount: string }): Promise<string> {
  return (await api.put<AffiliationFeeResponse>(apiPaths.registrations.affiliationFee(periodId), { amount })).message;
}

export function useSetAffiliationFee() {
  return useRefreshingMutation(courseFeesQueryKey, setAffiliationFee, 'success');
}

export const screenLoaders = defineScreenLoaders({
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
});
