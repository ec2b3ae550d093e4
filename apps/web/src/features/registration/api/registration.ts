import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AffiliationFeeResponse,
  ApprovalQueueResponse,
  LedgerBalanceInput,
  RecordPrintResponse,
  RegistrationChangeResponse,
  RegistrationMessageResponse,
  StartRegistrationResponse,
  SubmitRegistrationResponse,
  CreateSpecialRateInput,
  EditChargeLineInput,
  PrintOutsResponse,
  RegisteredCoursesResponse,
  RegistrationDecisionInput,
  RegistrationFormResponse,
  RegistrationPeriodsResponse,
  RegistrationPrintResponse,
  SpecialRatesResponse,
  StartRegistrationInput,
  VerificationResponse,
} from '@portal/domain';
import { api } from '../../../lib/api-client';
import { getQueryOptions } from '../../../lib/api-query';
import { apiPaths } from '../../../config/api-paths';
import { defineScreenLoaders, listParams, ofPeriod, ofStudent, one, prefetch } from '../../../lib/screen-loaders';

/** Shapes of the registration endpoints, declared once in the domain package (schemas/registration.ts). */
export type {
  ApprovalQueueResponse,
  PrintOutsResponse,
  RegisteredCoursesResponse,
  RegistrationFormResponse,
  RegistrationPeriodsResponse,
  RegistrationPrintResponse,
  SpecialRatesResponse,
  VerificationResponse,
};

type Message = RegistrationMessageResponse;
const r = apiPaths.registrations;

export const registrationKeys = {
  all: ['registrations'] as const,
  periods: () => [...registrationKeys.all, 'periods'] as const,
  myForm: (periodId: string) => [...registrationKeys.all, 'mine', periodId] as const,
  myPrint: (periodId: string) => [...registrationKeys.all, 'mine', periodId, 'print'] as const,
  printOuts: () => [...registrationKeys.all, 'print-outs'] as const,
  registeredCourses: (periodId: string) => [...registrationKeys.all, 'courses', periodId] as const,
  queue: (periodId: string) => [...registrationKeys.all, 'queue', periodId] as const,
  staffForm: (periodId: string, customId: string) => [...registrationKeys.all, 'staff', periodId, customId] as const,
  staffPrint: (periodId: string, customId: string) =>
    [...registrationKeys.all, 'staff', periodId, customId, 'print'] as const,
  specialRates: (page: number, q: string) => [...registrationKeys.all, 'special-rates', page, q] as const,
  verify: (code: string) => ['verify', code] as const,
};

// ---- the student's own registration --------------------------------------------------------

export const registrationPeriodsQueryOptions = () =>
  getQueryOptions<RegistrationPeriodsResponse>(registrationKeys.periods(), r.mine);

export const myRegistrationFormQueryOptions = (periodId: string) =>
  getQueryOptions<RegistrationFormResponse>(registrationKeys.myForm(periodId), r.myForm(periodId));

export const myRegistrationPrintQueryOptions = (periodId: string) =>
  getQueryOptions<RegistrationPrintResponse>(registrationKeys.myPrint(periodId), r.myPrint(periodId));

export const printOutsQueryOptions = () =>
  getQueryOptions<PrintOutsResponse>(registrationKeys.printOuts(), r.printOuts);

export const registeredCoursesQueryOptions = (periodId: string) =>
  getQueryOptions<RegisteredCoursesResponse>(
    registrationKeys.registeredCourses(periodId),
    r.registeredCourses(periodId),
  );

export function useRegistrationPeriods() {
  return useQuery(registrationPeriodsQueryOptions());
}

export function useMyRegistrationForm(periodId: string) {
  return useQuery(myRegistrationFormQueryOptions(periodId));
}

export function useStartRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StartRegistrationInput) => api.post<StartRegistrationResponse>(r.mine, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: registrationKeys.all }),
  });
}

type MessageWithForm = RegistrationChangeResponse;

/**
 * Pick, remove, forward and submit. Pick, remove and forward answer the form as it now is:
 * it replaces the cached form, so the screen needs no second request.
 */
export function useRegistrationAction(periodId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: registrationKeys.all });
  const store = (answer: MessageWithForm) => {
    queryClient.setQueryData(registrationKeys.myForm(periodId), answer.form);
    void queryClient.invalidateQueries({ queryKey: registrationKeys.periods() });
  };
  const pick = useMutation({
    mutationFn: (code: string) => api.post<MessageWithForm>(r.myCourses(periodId), { course_code: code }),
    onSuccess: store,
    onError: refresh,
  });
  const remove = useMutation({
    mutationFn: (code: string) => api.delete<MessageWithForm>(r.myCourse(periodId, code)),
    onSuccess: store,
    onError: refresh,
  });
  const forward = useMutation({
    mutationFn: () => api.post<MessageWithForm>(r.forward(periodId)),
    onSuccess: store,
    onError: refresh,
  });
  const submit = useMutation({
    mutationFn: () => api.post<SubmitRegistrationResponse>(r.submit(periodId)),
    onSettled: refresh,
  });
  return { pick, remove, forward, submit };
}

// ---- staff ----------------------------------------------------------------------------------

export const approvalQueueQueryOptions = (periodId: string) =>
  getQueryOptions<ApprovalQueueResponse>(registrationKeys.queue(periodId), r.queue(periodId));

export const staffRegistrationFormQueryOptions = (periodId: string, customId: string) =>
  getQueryOptions<RegistrationFormResponse>(registrationKeys.staffForm(periodId, customId), r.form(periodId, customId));

export const staffRegistrationPrintQueryOptions = (periodId: string, customId: string) =>
  getQueryOptions<RegistrationPrintResponse>(
    registrationKeys.staffPrint(periodId, customId),
    r.action(periodId, customId, 'print'),
  );

export function useApprovalQueue(periodId: string) {
  return useQuery(approvalQueueQueryOptions(periodId));
}

export function useStaffRegistrationForm(periodId: string, customId: string) {
  return useQuery(staffRegistrationFormQueryOptions(periodId, customId));
}

/** The Process Form panel's actions; each answers the server's text, then the form is read again. */
export function useProcessForm(periodId: string, customId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: registrationKeys.all });
  const url = (action: string) => r.action(periodId, customId, action);
  return {
    decide: useMutation({
      mutationFn: (input: RegistrationDecisionInput) => api.post<Message>(url('decision'), input),
      onSettled: refresh,
    }),
    ledgerBalance: useMutation({
      mutationFn: (input: LedgerBalanceInput) => api.post<Message>(url('ledger-balance'), input),
      onSettled: refresh,
    }),
    editCharge: useMutation({
      mutationFn: (input: EditChargeLineInput) => api.patch<Message>(url('charges'), input),
      onSettled: refresh,
    }),
    undertaking: useMutation({
      mutationFn: () => api.post<Message>(url('undertaking')),
      onSettled: refresh,
    }),
    verifyStaff: useMutation({
      mutationFn: () => api.post<Message>(url('staff-category')),
      onSettled: refresh,
    }),
    sms: useMutation({
      mutationFn: (message: string) => api.post<Message>(url('sms'), { message }),
    }),
  };
}

/** Records that the bursar, registrar or dean printed a completed form (once per office). */
export function recordRegistrationPrint(periodId: string, customId: string) {
  return api.post<RecordPrintResponse>(r.action(periodId, customId, 'prints'));
}

// ---- settings -------------------------------------------------------------------------------

export function useSetAffiliationFee(periodId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (amount: string) => api.put<AffiliationFeeResponse>(r.affiliationFee(periodId), { amount }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

export const specialRatesQueryOptions = (page: number, q: string) =>
  queryOptions({
    queryKey: registrationKeys.specialRates(page, q),
    queryFn: ({ signal }) => {
      const search = new URLSearchParams({ page: String(page) });
      if (q) search.set('q', q);
      return api.get<SpecialRatesResponse>(`${r.specialRates}?${search}`, { signal });
    },
    placeholderData: keepPreviousData,
  });

export function useSpecialRates(page: number, q: string) {
  return useQuery(specialRatesQueryOptions(page, q));
}

export function useSpecialRateActions() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: [...registrationKeys.all, 'special-rates'] });
  return {
    create: useMutation({
      mutationFn: (input: CreateSpecialRateInput) => api.post<Message>(r.specialRates, input),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: number) => api.delete<Message>(r.specialRate(id)),
      onSuccess: refresh,
    }),
  };
}

// ---- public verification ----------------------------------------------------------------------

export const verificationQueryOptions = (code: string) =>
  getQueryOptions<VerificationResponse>(registrationKeys.verify(code), r.verify(code));

export function useVerification(code: string) {
  return useQuery(verificationQueryOptions(code));
}

export const screenLoaders = defineScreenLoaders({
  registrationPeriods: one(registrationPeriodsQueryOptions()),
  registrationForm: ofPeriod(myRegistrationFormQueryOptions),
  registrationPrint: ofPeriod(myRegistrationPrintQueryOptions),
  printOuts: one(printOutsQueryOptions()),
  registeredCourses: ofPeriod(registeredCoursesQueryOptions),
  approvalQueue: ofPeriod(approvalQueueQueryOptions),
  staffRegistrationForm: ofStudent(staffRegistrationFormQueryOptions),
  staffRegistrationPrint: ofStudent(staffRegistrationPrintQueryOptions),
  specialRates: (queryClient, { request }) => {
    const { page, q } = listParams(request);
    void prefetch(queryClient, specialRatesQueryOptions(page, q));
  },
});
