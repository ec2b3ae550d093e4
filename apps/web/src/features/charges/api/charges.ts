import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChargeLevel, FeeBand, Kobo } from '@portal/domain';
import { api } from '../../../lib/api-client';
import { messageOf } from '../../../lib/server-message';
import { apiPaths } from '../../../config/paths';

export type StudentType = 'new' | 'returning';
export type ChargeMode = 'in_person' | 'virtual';

/** One seminary charge item (amounts in integer kobo). */
export interface SeminaryCharge {
  id: number;
  level: ChargeLevel;
  student_type: StudentType;
  mode: ChargeMode;
  item: string;
  amount_kobo: Kobo;
}

export interface DepartmentalCharge {
  level: ChargeLevel;
  department: string;
  /** null: not set yet. */
  amount_kobo: Kobo | null;
}

export interface Charges {
  seminary: SeminaryCharge[];
  departmental: DepartmentalCharge[];
}

export const CHARGE_SAVED_MESSAGE = 'Action was Successful!';

export const chargesQueryKey = ['charges'] as const;

export const chargesQueryOptions = queryOptions({
  queryKey: chargesQueryKey,
  queryFn: ({ signal }) => api.get<Charges>(apiPaths.charges.list, { signal }),
});

/** GET /api/charges (offices ict, bursar, auditor). */
export function useCharges() {
  return useQuery(chargesQueryOptions);
}

export interface SeminaryChargeInput {
  level: ChargeLevel;
  student_type: StudentType;
  mode: ChargeMode;
  item: string;
  /** Whole naira, digits. */
  amount: string;
}

/** PUT /api/charges/seminary: sets (adds or changes) one item. */
export async function saveSeminaryCharge(input: SeminaryChargeInput): Promise<string> {
  return messageOf(await api.put<unknown>(apiPaths.charges.seminary, input), CHARGE_SAVED_MESSAGE);
}

/** DELETE /api/charges/seminary/:id. */
export async function removeSeminaryCharge(id: number): Promise<string> {
  return messageOf(await api.delete<unknown>(apiPaths.charges.seminaryItem(id)), CHARGE_SAVED_MESSAGE);
}

export interface DepartmentalChargeInput {
  level: ChargeLevel;
  department: string;
  /** Whole naira, digits. */
  amount: string;
}

/** PUT /api/charges/departmental. */
export async function saveDepartmentalCharge(input: DepartmentalChargeInput): Promise<string> {
  return messageOf(await api.put<unknown>(apiPaths.charges.departmental, input), CHARGE_SAVED_MESSAGE);
}

function useChargesMutation<T>(mutationFn: (input: T) => Promise<string>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: chargesQueryKey }),
  });
}

export const useSaveSeminaryCharge = () => useChargesMutation(saveSeminaryCharge);
export const useRemoveSeminaryCharge = () => useChargesMutation(removeSeminaryCharge);
export const useSaveDepartmentalCharge = () => useChargesMutation(saveDepartmentalCharge);

// ---- course fees -------------------------------------------------------------------------

export interface CourseFee {
  prog_category: 'UG' | 'PG';
  band: FeeBand;
  /** Per credit hour; null when not set. */
  amount_kobo: Kobo | null;
}

export interface PeriodCourseFees {
  period_id: string;
  items: CourseFee[];
}

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

export interface CourseFeeInput {
  periodId: string;
  prog_category: 'UG' | 'PG';
  band: FeeBand;
  /** Whole naira per credit hour, digits. */
  amount: string;
}

export async function saveCourseFee({ periodId, ...body }: CourseFeeInput): Promise<string> {
  return messageOf(await api.put<unknown>(apiPaths.courseFees.ofPeriod(periodId), body), CHARGE_SAVED_MESSAGE);
}

export interface CopiedFees {
  copied: number;
  from_period_id?: string;
}

export function copyPreviousCourseFees(periodId: string): Promise<CopiedFees> {
  return api.post<CopiedFees>(apiPaths.courseFees.copyPrevious(periodId));
}

function useFeesMutation<T, R>(mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: courseFeesQueryKey }),
  });
}

export const useSaveCourseFee = () => useFeesMutation(saveCourseFee);
export const useCopyPreviousCourseFees = () => useFeesMutation(copyPreviousCourseFees);
