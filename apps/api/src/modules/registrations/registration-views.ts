import type { RegistrationRow, UserRow } from '@portal/db';
import {
  canDo,
  creditHoursTotal,
  canMove,
  REGISTRATION_MACHINE,
  formHoursOf,
  isRegistrationOpenFor,
  REGISTRATION_STATUS_LABELS,
  registrationShortfall,
  registrationStatusMessage,
  yearLabel,
  type RegistrationFormResponse,
  type RegistrationPricing,
  type RegistrationSummary,
  walletCovers,
} from '@portal/domain';
import { passportUrl } from '../passport/index.js';
import { isStaffVerified, priceForm, type FormContext } from './registration-context.js';
import { periodSeasonOf } from '../workflow/index.js';

export function fullNameOf(user: { surname: string; firstName: string; otherNames: string | null }): string {
  return [user.surname.toUpperCase(), user.firstName, user.otherNames].filter(Boolean).join(' ');
}

export function toSummary(p: RegistrationPricing): RegistrationSummary {
  return {
    programme_level: p.programmeLevel,
    fee_band: p.feeBand,
    rate_per_hour_kobo: p.ratePerHourKobo,
    charges_total_kobo: p.chargesTotalKobo,
    // From the courses, so that a completed form's stored pricing gets it too.
    credit_hours: creditHoursTotal(p.courses),
    total_hours: p.totalHours,
    programme_fees_full_kobo: p.programmeFeesFullKobo,
    staff_discount_kobo: p.staffDiscountKobo,
    programme_fees_kobo: p.programmeFeesKobo,
    affiliation_fee_kobo: p.affiliationFeeKobo,
    grand_total_kobo: p.grandTotalKobo,
  };
}

/** The pricing of a form: what was debited for a completed one, the live price otherwise. */
export function pricingOf(ctx: FormContext): { pricing: RegistrationPricing | null; error: string | null } {
  if (ctx.registration.status === 'completed' && ctx.registration.pricing) {
    return { pricing: ctx.registration.pricing as unknown as RegistrationPricing, error: null };
  }
  return priceForm(ctx);
}

export function isOpenForStudent(ctx: FormContext): boolean {
  return isRegistrationOpenFor(
    { registrationStatus: ctx.period.registrationStatus, isCurrent: ctx.isCurrentPeriod },
    ctx.profile.user.modeOfStudy,
  );
}

type Offered = RegistrationFormResponse['offered'];
type Process = RegistrationFormResponse['process'];

function registrationView(r: RegistrationRow) {
  return {
    status: r.status,
    status_label: REGISTRATION_STATUS_LABELS[r.status],
    status_message: registrationStatusMessage(r.status, r.comment),
    fresh_returning: r.freshReturning,
    current_level: r.currentLevel,
    year_label: yearLabel(r.currentLevel, r.freshReturning),
    affiliation: r.affiliation,
    undertaking: r.undertaking,
    comment: r.comment,
    form_number: r.formNumber,
    completed_at: r.completedAt?.toISOString() ?? null,
    opening_balance_kobo: r.openingBalanceKobo,
    closing_balance_kobo: r.closingBalanceKobo,
    ledger_balance_kobo: r.ledgerBalanceKobo,
    started_at: r.createdAt.toISOString(),
  };
}

/** The personal data every form shows first (registration, add/drop, the hostel request). */
export function personView(
  user: Pick<UserRow, 'customId' | 'username' | 'surname' | 'firstName' | 'otherNames' | 'gender' | 'phoneNumber'>,
) {
  return {
    custom_id: user.customId,
    student_id: user.username,
    full_name: fullNameOf(user),
    surname: user.surname,
    first_name: user.firstName,
    other_names: user.otherNames,
    gender: user.gender,
    phone_number: user.phoneNumber,
  };
}

export function studentView(ctx: FormContext): RegistrationFormResponse['student'] {
  const { user } = ctx.profile;
  const s = ctx.student;
  return {
    ...personView(user),
    email: s.email,
    matriculation_number: s.matriculationNumber,
    ledger_number: s.ledgerNumber,
    programme: s.programme,
    programme_category: s.programmeCategory,
    faculty: s.faculty,
    department: s.department,
    mode_of_study: user.modeOfStudy,
    denomination: s.denomination,
    special_student_category: s.specialStudentCategory,
    staff_verified: isStaffVerified(s),
    passport_url: user.passportKey ? passportUrl(user.customId, user.passportKey) : null,
  };
}

/** The registration form as one answer. `viewerIsStudent` decides whether student actions show. */
export function formView(
  ctx: FormContext,
  args: { offered: Offered; process: Process; viewerIsStudent: boolean },
): RegistrationFormResponse {
  const { pricing, error } = pricingOf(ctx);
  const r = ctx.registration;
  const open = isOpenForStudent(ctx);
  const total = pricing?.grandTotalKobo ?? null;
  const covered = total !== null && walletCovers(ctx.walletKobo, total, r.undertaking);
  const shortfall =
    total === null
      ? 0
      : registrationShortfall({
          totalKobo: total,
          walletKobo: ctx.walletKobo,
          openingBalanceKobo: r.openingBalanceKobo,
        });
  // Unpriced (no course fee yet): the courses with their hours, amounts unknown (0).
  const lines =
    pricing?.courses ??
    ctx.courses.map((c) => ({
      ...c,
      formHours: formHoursOf(c.hours),
      basis: 'per-hour' as const,
      rateKobo: null,
      amountKobo: 0,
    }));
  const pricedCourses = lines.map((c) => ({
    code: c.code,
    title: c.title,
    hours: c.hours,
    form_hours: c.formHours,
    year: ctx.courses.find((x) => x.code === c.code)?.year ?? null,
    basis: c.basis,
    rate_kobo: c.rateKobo,
    amount_kobo: c.amountKobo,
  }));
  return {
    period: {
      ...periodSeasonOf(ctx.period),
      registration_status: ctx.period.registrationStatus,
      is_open: open,
    },
    student: studentView(ctx),
    registration: registrationView(r),
    charges: r.charges.map((c) => ({ item: c.item, amount_kobo: c.amountKobo, edited: Boolean(c.editedBy) })),
    courses: pricedCourses,
    offered: args.offered,
    summary: pricing ? toSummary(pricing) : null,
    pricing_error: error,
    wallet_balance_kobo: ctx.walletKobo,
    shortfall_kobo: shortfall,
    amount_to_add_kobo: r.undertaking || r.status === 'completed' ? 0 : shortfall,
    can: {
      pick: args.viewerIsStudent && open && canDo(REGISTRATION_MACHINE, 'pick-course', r.status),
      forward:
        args.viewerIsStudent && open && canMove(REGISTRATION_MACHINE, 'forward', r.status) && ctx.courses.length > 0,
      submit: args.viewerIsStudent && canMove(REGISTRATION_MACHINE, 'submit', r.status) && pricing !== null && covered,
      print: canDo(REGISTRATION_MACHINE, 'print', r.status),
    },
    process: args.process,
  };
}
