import {
  findUserById,
  findUserByUsername,
  findWallet,
  insertEntry,
  listEntries,
  listPaymentsOf,
  listWalletsPage,
  lockWallet,
  recordAudit,
  type Executor,
  type NewEntry,
  type UserRow,
} from '@portal/db';
import {
  actorLabel,
  balanceAdjustmentKobo,
  EXAMPLE_BANK_ACCOUNTS,
  MESSAGES,
  nairaToKobo,
  TOP_UP_STATE_LABELS,
  TOP_UP_STATE_NOTES,
  topUpState,
  WALLET_MESSAGES,
  type BalanceChangeResponse,
  type BankAccount,
  type MyWallets,
  type StaffStatement,
  type TopUpView,
  type WalletKind,
  type WalletList,
  type WalletStatement,
  PAYMENT_MESSAGES,
} from '@portal/domain';
import { AppError } from '../../lib/errors.js';
import type { DbDeps, ServiceDeps } from '../../lib/service-deps.js';

export const STATEMENT_LENGTH = 50;
/** Top-ups listed on the student's statement of top-ups, newest first. */
export const TOP_UPS_LISTED = 20;
export const WALLET_PAGE_SIZE = 50;

/**
 * Appends an entry to a student's wallet inside the caller's transaction. The database moves
 * the balance with the entry (trigger), so the two can never disagree.
 */
export async function postEntry(
  tx: Executor,
  ownerId: string,
  walletKind: WalletKind,
  entry: Omit<NewEntry, 'walletId'>,
) {
  const wallet = await lockWallet(tx, ownerId, walletKind);
  if (!wallet) throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.noWalletYet);
  return insertEntry(tx, { ...entry, walletId: wallet.id });
}

/**
 * Sets a wallet to the balance an officer entered, inside the caller's transaction: refused if
 * the balance moved since the officer loaded the page, else an adjustment entry of the
 * difference (none when equal) with the officer and the reason. Answers the wallet as it was.
 */
export async function adjustWalletTo(
  tx: Executor,
  args: {
    ownerId: string;
    kind: WalletKind;
    expectedBalanceKobo: number;
    targetKobo: number;
    actorId: string;
    reason: string;
  },
) {
  const wallet = await lockWallet(tx, args.ownerId, args.kind);
  if (!wallet) throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.noWallet);
  if (wallet.balanceKobo !== args.expectedBalanceKobo) throw new AppError('CONFLICT', WALLET_MESSAGES.balanceChanged);
  const difference = balanceAdjustmentKobo(args.targetKobo, wallet.balanceKobo);
  if (difference !== 0) {
    await insertEntry(tx, {
      walletId: wallet.id,
      kind: 'adjustment',
      amountKobo: difference,
      actorId: args.actorId,
      reason: args.reason,
    });
  }
  return wallet;
}

export async function walletStatement(
  db: Executor,
  ownerId: string,
  kind: WalletKind,
): Promise<WalletStatement | null> {
  const wallet = await findWallet(db, ownerId, kind);
  if (!wallet) return null;
  const entries = await listEntries(db, wallet.id, STATEMENT_LENGTH);
  return {
    balance_kobo: wallet.balanceKobo,
    entries: entries.map((e) => ({
      id: e.id,
      kind: e.kind,
      amount_kobo: e.amountKobo,
      balance_after_kobo: e.balanceAfterKobo,
      reference: e.reference,
      reason: e.reason,
      by: actorLabel(e, 'You'),
      created_at: e.createdAt.toISOString(),
    })),
  };
}

/** The student's latest top-ups with the provider and what became of each (decision 0017). */
export async function topUpsOf(db: Executor, customId: string): Promise<TopUpView[]> {
  const payments = await listPaymentsOf(db, customId, TOP_UPS_LISTED);
  return payments.map((p) => {
    const state = topUpState(p);
    return {
      reference: p.reference,
      amount_kobo: p.amountKobo,
      charged_kobo: p.chargedKobo !== null && p.chargedKobo > p.amountKobo ? p.chargedKobo : null,
      state,
      label: TOP_UP_STATE_LABELS[state],
      note: TOP_UP_STATE_NOTES[state],
      created_at: p.createdAt.toISOString(),
    };
  });
}

/** The student's two wallets with statements, their top-ups, the provider in use and the bank accounts. */
export async function studentWallets(
  deps: Pick<ServiceDeps, 'db' | 'payments' | 'config'>,
  customId: string,
): Promise<MyWallets> {
  const [portal, accommodation, topUps] = await Promise.all([
    walletStatement(deps.db, customId, 'portal'),
    walletStatement(deps.db, customId, 'accommodation'),
    topUpsOf(deps.db, customId),
  ]);
  return {
    portal,
    accommodation,
    top_ups: topUps,
    provider: deps.payments.name,
    bank_accounts: bankAccounts(deps.config),
  };
}

/**
 * The accounts students may pay into: those configured; in the demo, complete example accounts
 * (marked) for those not configured; in a real deployment, none for those not configured, never
 * a placeholder (issue 15 §4, decision 0019; start-up names the missing settings).
 */
export function bankAccounts(
  config: Pick<ServiceDeps['config'], 'BANK_ACCOUNT_UG' | 'BANK_ACCOUNT_PG' | 'demoSeed'>,
): BankAccount[] {
  const accounts: Array<[string, string | undefined, string]> = [
    ['Undergraduate', config.BANK_ACCOUNT_UG, EXAMPLE_BANK_ACCOUNTS.undergraduate],
    ['Postgraduate', config.BANK_ACCOUNT_PG, EXAMPLE_BANK_ACCOUNTS.postgraduate],
  ];
  return accounts.flatMap(([label, configured, example]): BankAccount[] => {
    if (configured) return [{ label, details: configured, example: false }];
    return config.demoSeed ? [{ label, details: example, example: true }] : [];
  });
}

export async function listWallets(
  deps: DbDeps,
  args: { kind: WalletKind; q: string; page: number },
): Promise<WalletList> {
  const { rows, total } = await listWalletsPage(deps.db, {
    kind: args.kind,
    q: args.q,
    limit: WALLET_PAGE_SIZE,
    offset: (args.page - 1) * WALLET_PAGE_SIZE,
  });
  return {
    items: rows.map((r, i) => ({
      number: (args.page - 1) * WALLET_PAGE_SIZE + i + 1,
      custom_id: r.customId,
      student_id: r.studentId,
      full_name: [r.surname.toUpperCase(), r.firstName, r.otherNames].filter(Boolean).join(' '),
      ledger_number: r.ledgerNumber,
      balance_kobo: r.balanceKobo,
    })),
    total,
    page: args.page,
    page_size: WALLET_PAGE_SIZE,
  };
}

/**
 * An officer sets a wallet to a new balance: recorded as an adjustment entry of the
 * difference, with the officer and the reason; refused if the balance moved since the
 * officer loaded the page.
 */
export async function setWalletBalance(
  deps: DbDeps,
  actor: UserRow,
  args: {
    customId: string;
    kind: WalletKind;
    amountNaira: number;
    expectedBalanceKobo: number;
    reason: string;
    confirmNegative?: boolean | undefined;
  },
): Promise<BalanceChangeResponse> {
  const target = nairaToKobo(args.amountNaira);
  // A debt may be legitimate, never by accident: the officer confirms it and says why (decision 0019).
  if (target < 0 && (args.confirmNegative !== true || args.reason.trim() === '')) {
    throw new AppError('VALIDATION', WALLET_MESSAGES.negativeNeedsConfirmation);
  }
  return deps.db.transaction(async (tx) => {
    const wallet = await adjustWalletTo(tx, {
      ownerId: args.customId,
      kind: args.kind,
      expectedBalanceKobo: args.expectedBalanceKobo,
      targetKobo: target,
      actorId: actor.customId,
      reason: args.reason,
    });
    await recordAudit(tx, {
      actorId: actor.customId,
      action: `wallet.set-balance`,
      entity: `${args.kind}-wallet`,
      entityId: args.customId,
      details: {
        from: wallet.balanceKobo,
        to: target,
        reason: args.reason,
        ...(target < 0 ? { confirmedNegative: true } : {}),
      },
    });
    return {
      message: args.kind === 'portal' ? WALLET_MESSAGES.portalChanged : WALLET_MESSAGES.accommodationChanged,
      balance_kobo: target,
    };
  });
}

/** A student's statement as staff see it (by custom id). */
export async function staffStatement(deps: DbDeps, customId: string, kind: WalletKind): Promise<StaffStatement> {
  const owner = await findUserById(deps.db, customId);
  if (!owner || owner.role !== 'student') throw new AppError('NOT_FOUND', MESSAGES.notFound);
  const statement = await walletStatement(deps.db, customId, kind);
  if (!statement) throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.noWallet);
  return { student_id: owner.username, full_name: `${owner.surname} ${owner.firstName}`, ...statement };
}

export async function findStudentByStudentId(db: Executor, studentId: string) {
  const user = await findUserByUsername(db, studentId.toUpperCase());
  return user && user.role === 'student' ? user : undefined;
}
