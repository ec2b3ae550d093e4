import { findAddDrop, listAddDropChanges, type AddDropRow, type Executor, type RegistrationRow } from '@portal/db';
import {
  ADD_DROP_MESSAGES,
  dropMarkOn,
  MissingCourseFeeError,
  priceAddDrop,
  seminaryDate,
  type AddDropPricing,
  type DropInput,
  type DropMark,
  type PricedCourse,
  type RegistrationPricing,
} from '@portal/domain';
import { isStaffVerified, loadFormContext, priceForm, type FormContext } from '../registrations/index.js';

/** Everything an add/drop form needs: the registration's form context, the add/drop and its changes. */
export interface AddDropContext extends FormContext {
  addDrop: AddDropRow;
  changes: Awaited<ReturnType<typeof listAddDropChanges>>;
}

/**
 * Reads the add/drop of one student in one period (on `db` or inside a transaction on `tx`).
 * Undefined when the period, the student, the registration or the add/drop does not exist.
 */
export async function loadAddDropContext(
  db: Executor,
  periodId: string,
  customId: string,
  known?: { registration?: RegistrationRow; addDrop?: AddDropRow },
): Promise<AddDropContext | undefined> {
  const form = await loadFormContext(db, periodId, customId, known);
  if (!form) return undefined;
  const [addDrop, changes] = await Promise.all([
    known?.addDrop ? Promise.resolve(known.addDrop) : findAddDrop(db, form.registration.id),
    listAddDropChanges(db, form.registration.id),
  ]);
  if (!addDrop) return undefined;
  return { ...form, addDrop, changes };
}

/** The priced snapshot the registration stored at completion (what was debited, line by line). */
export function registrationSnapshot(ctx: FormContext): RegistrationPricing | null {
  if (ctx.registration.pricing) return ctx.registration.pricing as unknown as RegistrationPricing;
  return priceForm(ctx).pricing;
}

/** The mark a drop made on this date would get, from the period's dates. */
export function markOn(period: { startDate: string | null; midSemesterDate: string | null }, now: Date): DropMark {
  return dropMarkOn(
    { startDate: period.startDate ?? null, midSemesterDate: period.midSemesterDate ?? null },
    seminaryDate(now),
  );
}

/** The mark of a drop: as fixed when forwarded, else as of today. */
function markOf(change: AddDropContext['changes'][number], today: DropMark): DropMark {
  if (change.filedAt) return change.mark ?? 'free';
  return today;
}

/**
 * Prices the add/drop with the domain's function: adds at the period's rates (special rates,
 * P/F, staff half when verified), drops at what the registration charged. A completed form
 * answers what was stored at submit.
 */
export function priceAddDropForm(
  ctx: AddDropContext,
  now: Date,
): { pricing: AddDropPricing | null; error: string | null } {
  if (ctx.addDrop.status === 'completed' && ctx.addDrop.pricing) {
    return { pricing: ctx.addDrop.pricing as unknown as AddDropPricing, error: null };
  }
  const snapshot = registrationSnapshot(ctx);
  const charged = new Map<string, PricedCourse>((snapshot?.courses ?? []).map((c) => [c.code, c]));
  const today = markOn(ctx.period, now);
  const dropped: DropInput[] = [];
  for (const change of ctx.changes) {
    if (change.action !== 'drop') continue;
    const line = charged.get(change.code);
    if (!line) return { pricing: null, error: ADD_DROP_MESSAGES.noCourseFee };
    dropped.push({
      code: change.code,
      title: change.title,
      hours: change.hours,
      amountKobo: line.amountKobo,
      basis: line.basis,
      rateKobo: line.rateKobo,
      chargedHours: line.formHours,
      mark: markOf(change, today),
    });
  }
  try {
    const pricing = priceAddDrop({
      dropped,
      added: ctx.changes.filter((c) => c.action === 'add'),
      ratePerHourKobo: ctx.rateKobo,
      specialRates: ctx.specialRates,
      registrationHadStaffHalf: (snapshot?.staffDiscountKobo ?? 0) > 0,
      isStaff: isStaffVerified(ctx.student),
      walletKobo: ctx.walletKobo,
    });
    return { pricing, error: null };
  } catch (err) {
    if (err instanceof MissingCourseFeeError) return { pricing: null, error: ADD_DROP_MESSAGES.noCourseFee };
    throw err;
  }
}
