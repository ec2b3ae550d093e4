import { randomBytes } from 'node:crypto';
import {
  completeRegistrationIfUnchanged,
  lockRegistration,
  lockRegistrationAndPortalWallet,
  type RegistrationRow,
  type UserRow,
} from '@portal/db';
import {
  canMove,
  periodTitle,
  REGISTRATION_MACHINE,
  REGISTRATION_MESSAGES,
  registrationFormNumber,
  stateAfter,
  walletAfterDebit,
  type RegistrationStatus,
  walletCovers,
} from '@portal/domain';
import { AppError } from '../../lib/errors.js';
import type { ServiceDeps } from '../../lib/service-deps.js';
import type { NotifyDeps } from '../sms/index.js';
import { notifyStep } from '../workflow/index.js';
import { loadFormContext, priceForm, type FormContext } from './registration-context.js';
import { moveRegistration, noRegistration, wrongState } from './registrations.service.js';

type Deps = Pick<ServiceDeps, 'db' | 'now'> & NotifyDeps;

/**
 * Submit & Print: in one transaction, the portal wallet is debited once (one ledger entry per
 * registration: its form number is a unique reference), the balances, the priced lines and the
 * form number are stored, and the status becomes completed. Allowed when the wallet covers the
 * grand total or the undertaking is yes. Submitting a completed form again answers it as done.
 */
export async function submitRegistration(deps: Deps, student: UserRow, periodId: string) {
  // The form is read once, before the transaction, in one round of queries at once.
  const read = await loadFormContext(deps.db, periodId, student.customId);
  if (!read) throw noRegistration();
  const before = read.registration;
  if (before.status === 'completed') return submitAnswer(before);
  if (!canMove(REGISTRATION_MACHINE, 'submit', before.status)) throw wrongState();

  // The common case in one statement: priced on the form as read, written only if the
  // registration and the wallet still hold what the price and the decision were made from.
  const quick = await submitAsRead(deps, student, read);
  if (quick) return quick;

  const result = await deps.db.transaction(async (tx) => {
    // The registration and the portal wallet, locked in one statement.
    const both = await lockRegistrationAndPortalWallet(tx, periodId, student.customId);
    if (!both) {
      if (!(await lockRegistration(tx, periodId, student.customId))) throw noRegistration();
      throw new AppError('CONFLICT', REGISTRATION_MESSAGES.createFailed); // no portal wallet
    }
    const { registration: locked, wallet } = both;
    if (locked.status === 'completed') return { row: locked, done: true };
    if (!canMove(REGISTRATION_MACHINE, 'submit', locked.status)) throw wrongState();
    // The registration is priced on its locked row (charges, affiliation, undertaking as they
    // are now); its courses were read above and cannot change in a state that may be submitted
    // (only 'incomplete': pick and remove need 'started' or 'disapproved', and nothing leads
    // back there from 'incomplete'). The wallet balance is the locked one.
    const ctx: FormContext = { ...read, registration: locked, walletKobo: wallet.balanceKobo };
    const { pricing, error } = priceForm(ctx);
    if (!pricing) throw new AppError('CONFLICT', error ?? REGISTRATION_MESSAGES.noCourseFee);
    const total = pricing.grandTotalKobo;
    if (!walletCovers(wallet.balanceKobo, total, locked.undertaking)) {
      throw new AppError('CONFLICT', REGISTRATION_MESSAGES.insufficientWallet);
    }
    const formNumber = registrationFormNumber(ctx.period, ctx.profile.user.username);
    // One statement: the debit (once: the form number is its unique reference), the verification
    // code, the completed registration and its audit record.
    const row = await moveRegistration(tx, locked, 'submit', student.customId, {
      patch: {
        openingBalanceKobo: wallet.balanceKobo,
        closingBalanceKobo: walletAfterDebit(wallet.balanceKobo, total),
        totalKobo: total,
        formNumber,
        pricing: pricing as unknown as Record<string, unknown>,
        completedAt: deps.now(),
      },
      details: { total_kobo: total, form_number: formNumber, undertaking: locked.undertaking },
      entry:
        total > 0
          ? {
              walletId: wallet.id,
              kind: 'registration',
              amountKobo: -total,
              reference: formNumber,
              actorId: student.customId,
              reason: `Semester registration, ${periodTitle(ctx.period)}`,
            }
          : null,
      linkDebit: true,
      verification: {
        code: randomBytes(18).toString('base64url'),
        kind: 'registration',
        formNumber,
        studentId: student.customId,
        periodId,
      },
    });
    return { row, done: false };
  });
  if (!result.done) {
    notifyStep(deps, REGISTRATION_MACHINE.transitions.submit, student, {
      period: read.period,
      formNumber: result.row.formNumber,
    });
  }
  return submitAnswer(result.row);
}

async function submitAsRead(deps: Deps, student: UserRow, read: FormContext) {
  const { pricing } = priceForm(read);
  if (!pricing) return undefined; // the careful path gives the reason
  const total = pricing.grandTotalKobo;
  const before = read.registration;
  if (!walletCovers(read.walletKobo, total, before.undertaking)) return undefined; // re-checked there on the locked wallet
  const to = stateAfter(REGISTRATION_MACHINE, 'submit', before.status);
  if (!to) return undefined;
  const formNumber = registrationFormNumber(read.period, read.profile.user.username);
  const done = await completeRegistrationIfUnchanged(deps.db, {
    read: before,
    to,
    walletKobo: read.walletKobo,
    totalKobo: total,
    formNumber,
    pricing: pricing as unknown as Record<string, unknown>,
    completedAt: deps.now(),
    actorId: student.customId,
    reason: `Semester registration, ${periodTitle(read.period)}`,
    verification: {
      code: randomBytes(18).toString('base64url'),
      studentId: student.customId,
      periodId: read.period.periodId,
    },
    details: { total_kobo: total, form_number: formNumber, undertaking: before.undertaking },
  });
  if (!done) return undefined;
  notifyStep(deps, REGISTRATION_MACHINE.transitions.submit, student, {
    period: read.period,
    formNumber: done.formNumber,
  });
  return submitAnswer({ formNumber: done.formNumber, status: to });
}

function submitAnswer(r: Pick<RegistrationRow, 'formNumber' | 'status'>) {
  return {
    message: REGISTRATION_MESSAGES.submitted,
    form_number: r.formNumber ?? '',
    status: r.status as RegistrationStatus,
  };
}
