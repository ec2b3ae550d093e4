import {
  findApplicationPlacement,
  findHostelApplication,
  findPeriod,
  findRegistration,
  findStudentProfile,
  findWallet,
  listHostelsWithAvailability,
  type Executor,
  type HostelApplicationRow,
  type HostelWithAvailability,
  type PeriodRow,
  type RegistrationRow,
  type StudentProfileRow,
} from '@portal/db';
import {
  canDo,
  canMove,
  HOSTEL_MACHINE,
  HOSTEL_APPLICATION_STATUS_LABELS,
  HOSTEL_CHOICE_TEXTS,
  HOSTEL_MESSAGES,
  hostelAmountToAdd,
  hostelCharges,
  hostelChoice,
  hostelStatusMessage,
  yearLabel,
  type HostelCard,
  type HostelFormResponse,
  type HostelPeriodRef,
  type HostelView,
} from '@portal/domain';
import { AppError } from '../../lib/errors.js';
import { passportUrl } from '../passport/index.js';
import { personView } from '../registrations/index.js';
import { periodSeasonOf } from '../workflow/index.js';

export function periodRef(p: PeriodRow): HostelPeriodRef {
  return {
    ...periodSeasonOf(p),
    accommodation_status: p.accommodationStatus,
  };
}

export function hostelView(row: HostelWithAvailability): HostelView {
  const h = row.hostel;
  return {
    id: h.id,
    name: h.name,
    amount_per_semester_kobo: h.amountPerSemesterKobo,
    amount_per_summer_kobo: h.amountPerSummerKobo,
    caution_fee_kobo: h.cautionFeeKobo,
    status: h.status,
    rooms: row.rooms,
    beds: row.beds,
    open_beds: row.openBeds,
    allocated_beds: row.allocatedBeds,
    available_beds: row.availableBeds,
  };
}

/** Everything the hostel form of one student in one period needs, read in one go. */
export interface HostelContext {
  period: PeriodRow;
  profile: StudentProfileRow;
  registration: RegistrationRow | undefined;
  application: HostelApplicationRow;
  walletKobo: number;
  placement: Awaited<ReturnType<typeof findApplicationPlacement>>;
}

export const noApplication = () => new AppError('NOT_FOUND', HOSTEL_MESSAGES.noApplication);

/** Reads the application of a student in a period with its period, student, wallet and placement. */
export async function loadHostelContext(db: Executor, periodId: string, customId: string): Promise<HostelContext> {
  const [period, profile, registration, application, wallet] = await Promise.all([
    findPeriod(db, periodId),
    findStudentProfile(db, customId),
    findRegistration(db, periodId, customId),
    findHostelApplication(db, periodId, customId),
    findWallet(db, customId, 'accommodation'),
  ]);
  if (!period || !profile || !application) throw noApplication();
  const placement = await findApplicationPlacement(db, application);
  return { period, profile, registration, application, walletKobo: wallet?.balanceKobo ?? 0, placement };
}

export function studentView(profile: StudentProfileRow): HostelFormResponse['student'] {
  const { user, student } = profile;
  return {
    ...personView(user),
    email: student?.email ?? null,
    ledger_number: student?.ledgerNumber ?? null,
    matriculation_number: student?.matriculationNumber ?? null,
    special_student_category: student?.specialStudentCategory ?? null,
    denomination: student?.denomination ?? null,
    programme: student?.programme ?? null,
    affiliation_status: student?.affiliationStatus ?? null,
    year_of_admission: student?.yearOfAdmission ?? null,
    passport_url: user.passportKey ? passportUrl(user.customId, user.passportKey) : null,
  };
}

export function registrationView(r: RegistrationRow | undefined): HostelFormResponse['registration'] {
  if (!r) return null;
  return {
    current_level: r.currentLevel,
    fresh_returning: r.freshReturning,
    year_label: yearLabel(r.currentLevel, r.freshReturning),
  };
}

/** What the allocation recorded, or null before it. */
export function allocationView(ctx: HostelContext): HostelFormResponse['application']['allocation'] {
  const a = ctx.application;
  if (a.status !== 'complete' || !ctx.placement.room || !ctx.placement.bed || !a.formNumber || !a.allocatedAt) {
    return null;
  }
  return {
    form_number: a.formNumber,
    room_number: ctx.placement.room.roomNumber,
    bed_number: ctx.placement.bed.bedNumber,
    allocated_at: a.allocatedAt.toISOString(),
    cost_kobo: a.costKobo ?? 0,
    caution_fee_kobo: a.cautionFeeKobo ?? 0,
    total_kobo: a.totalKobo ?? 0,
    opening_balance_kobo: a.openingBalanceKobo ?? 0,
    closing_balance_kobo: a.closingBalanceKobo ?? 0,
  };
}

/** The hostel cards of the student's form: the season's cost, caution, total, availability, and why not. */
export function hostelCards(
  rows: HostelWithAvailability[],
  args: { season: PeriodRow['season']; walletKobo: number },
): HostelCard[] {
  return rows.map((row) => {
    const charges = hostelCharges(row.hostel, args.season);
    const choice = hostelChoice({
      hostelStatus: row.hostel.status,
      walletKobo: args.walletKobo,
      totalKobo: charges.totalKobo,
      availableBeds: row.availableBeds,
    });
    return {
      id: row.hostel.id,
      name: row.hostel.name,
      status: row.hostel.status,
      cost_kobo: charges.costKobo,
      caution_fee_kobo: charges.cautionFeeKobo,
      total_kobo: charges.totalKobo,
      available_beds: row.availableBeds,
      can_choose: choice.canChoose,
      reason: choice.reason,
      button_text: HOSTEL_CHOICE_TEXTS[choice.reason],
    };
  });
}

/** Whether the student may choose a hostel now (state and period). */
export function mayChoose(ctx: HostelContext): boolean {
  return ctx.period.accommodationStatus === 'opened' && canMove(HOSTEL_MACHINE, 'choose', ctx.application.status);
}

/** The hostel form as one answer. `viewerIsStudent` decides whether the cards and student actions show. */
export async function formView(
  db: Executor,
  ctx: HostelContext,
  args: { viewerIsStudent: boolean; process: HostelFormResponse['process'] },
): Promise<HostelFormResponse> {
  const a = ctx.application;
  const choosing = args.viewerIsStudent && mayChoose(ctx);
  const cards = choosing
    ? hostelCards(await listHostelsWithAvailability(db, ctx.period.periodId), {
        season: ctx.period.season,
        walletKobo: ctx.walletKobo,
      })
    : [];
  const chosen = ctx.placement.hostel;
  // SUMMARY OF FEES while the chosen hostel awaits the porter (live, from the wallet now).
  const live = chosen && a.status === 'awaiting porter' ? hostelCharges(chosen, ctx.period.season) : null;
  return {
    period: periodRef(ctx.period),
    student: studentView(ctx.profile),
    registration: registrationView(ctx.registration),
    application: {
      status: a.status,
      status_label: HOSTEL_APPLICATION_STATUS_LABELS[a.status],
      status_message: hostelStatusMessage(a.status),
      previous_stay: a.previousStay,
      comment: a.comment,
      hostel: chosen ? { id: chosen.id, name: chosen.name } : null,
      allocation: allocationView(ctx),
      applied_at: a.createdAt.toISOString(),
    },
    wallet_balance_kobo: ctx.walletKobo,
    hostels: cards,
    summary: live
      ? {
          wallet_kobo: ctx.walletKobo,
          caution_fee_kobo: live.cautionFeeKobo,
          cost_kobo: live.costKobo,
          total_kobo: live.totalKobo,
          amount_to_add_kobo: hostelAmountToAdd(live.totalKobo, ctx.walletKobo),
        }
      : null,
    can: { choose: choosing, print: canDo(HOSTEL_MACHINE, 'print', a.status) },
    secured: a.status === 'complete',
    process: args.process,
  };
}
