import type { z } from 'zod';
import {
  deleteSeminaryCharge,
  findDepartmentalCharge,
  findSeminaryCharge,
  insertDepartmentalChargeIfAbsent,
  insertSeminaryChargeIfAbsent,
  listDepartmentalCharges,
  listSeminaryCharges,
  recordAudit,
  upsertDepartmentalCharge,
  upsertSeminaryCharge,
  type Executor,
  type UserRow,
} from '@portal/db';
import {
  CHARGE_LEVELS,
  CHARGE_MESSAGES,
  chargeDepartmentsFor,
  chargeItemsFor,
  nairaToKobo,
  type ChargeList,
  type chargeSchema,
  type departmentalChargeSchema,
  type MessageResponse,
} from '@portal/domain';
import { AppError, notFound } from '../../lib/errors.js';
import type { DbDeps } from '../../lib/service-deps.js';

const ORDER = {
  level: ['undergraduate', 'postgraduate'],
  studentType: ['new', 'returning'],
  mode: ['in_person', 'virtual'],
} as const;

/**
 * Both charge screens in one request: every seminary charge item set, and every department
 * listed for each level with its amount (null when unset, shown as '-').
 */
export async function listCharges(db: Executor): Promise<ChargeList> {
  const [seminary, departmental] = await Promise.all([listSeminaryCharges(db), listDepartmentalCharges(db)]);
  const rank = (r: (typeof seminary)[number]) => [
    ORDER.level.indexOf(r.level),
    ORDER.studentType.indexOf(r.studentType),
    ORDER.mode.indexOf(r.mode),
    chargeItemsFor(r.mode).indexOf(r.item),
  ];
  const sorted = [...seminary].sort((a, b) => {
    const ra = rank(a);
    const rb = rank(b);
    for (let i = 0; i < ra.length; i++) if (ra[i] !== rb[i]) return ra[i]! - rb[i]!;
    return a.id - b.id;
  });
  const amounts = new Map(departmental.map((d) => [`${d.level}|${d.department}`, d.amountKobo]));
  return {
    seminary: sorted.map((r) => ({
      id: r.id,
      level: r.level,
      student_type: r.studentType,
      mode: r.mode,
      item: r.item,
      amount_kobo: r.amountKobo,
    })),
    departmental: CHARGE_LEVELS.flatMap((level) =>
      chargeDepartmentsFor(level).map((department) => ({
        level,
        department,
        amount_kobo: amounts.get(`${level}|${department}`) ?? null,
      })),
    ),
  };
}

/**
 * Writes one charge amount in a transaction with its audit row (the officer, the old and the new
 * amount); every charge screen then answers "saved". `write` stores the row and says which it
 * was and what amount it replaced (null for a new one).
 */
async function writeCharge<K extends object>(
  deps: DbDeps,
  actor: UserRow,
  change: { key: K; amount: number; action: string; entity: string },
  write: (
    tx: Executor,
    values: K & { amountKobo: number; updatedBy: string },
  ) => Promise<{ entityId: string; fromKobo: number | null }>,
): Promise<MessageResponse> {
  const { key, action, entity } = change;
  const amountKobo = nairaToKobo(change.amount);
  await deps.db.transaction(async (tx) => {
    const { entityId, fromKobo } = await write(tx, { ...key, amountKobo, updatedBy: actor.customId });
    await recordAudit(tx, {
      actorId: actor.customId,
      action,
      entity,
      entityId,
      details: { ...key, fromKobo, toKobo: amountKobo },
    });
  });
  return { message: CHARGE_MESSAGES.saved };
}

const seminaryKey = (input: z.output<typeof chargeSchema>) => ({
  level: input.level,
  studentType: input.student_type,
  mode: input.mode,
  item: input.item,
});

/**
 * Input New Charge: adds an item not set yet for the level, new or returning and mode. An item
 * already set is refused (409) and left as it is: changing an amount is Edit (issue 15 §2,
 * decision 0019). Two officers adding the same item at once: one adds it, the other is refused.
 */
export function addSeminaryCharge(
  deps: DbDeps,
  actor: UserRow,
  input: z.output<typeof chargeSchema>,
): Promise<MessageResponse> {
  const change = { key: seminaryKey(input), amount: input.amount, entity: 'seminary_charge' };
  return writeCharge(deps, actor, { ...change, action: 'charge.add-seminary' }, async (tx, values) => {
    const row = await insertSeminaryChargeIfAbsent(tx, values);
    if (!row) throw new AppError('CONFLICT', CHARGE_MESSAGES.exists(input.item));
    return { entityId: String(row.id), fromKobo: null };
  });
}

/**
 * Edit: sets the amount of one seminary charge item (the item must be on the mode's list); the
 * audit row keeps the officer, the old and the new amount.
 */
export function saveSeminaryCharge(
  deps: DbDeps,
  actor: UserRow,
  input: z.output<typeof chargeSchema>,
): Promise<MessageResponse> {
  const key = seminaryKey(input);
  const change = { key, amount: input.amount, entity: 'seminary_charge' };
  return writeCharge(deps, actor, { ...change, action: 'charge.set-seminary' }, async (tx, values) => {
    const before = await findSeminaryCharge(tx, key);
    const row = await upsertSeminaryCharge(tx, values);
    return { entityId: String(row.id), fromKobo: before?.amountKobo ?? null };
  });
}

export async function removeSeminaryCharge(deps: DbDeps, actor: UserRow, id: number): Promise<MessageResponse> {
  await deps.db.transaction(async (tx) => {
    const removed = await deleteSeminaryCharge(tx, id);
    if (!removed) throw notFound();
    await recordAudit(tx, {
      actorId: actor.customId,
      action: 'charge.delete-seminary',
      entity: 'seminary_charge',
      entityId: String(id),
      details: {
        level: removed.level,
        studentType: removed.studentType,
        mode: removed.mode,
        item: removed.item,
        fromKobo: removed.amountKobo,
      },
    });
  });
  return { message: CHARGE_MESSAGES.saved };
}

/**
 * Input New Charge on the departmental page: sets a department's charge not set yet; one already
 * set is refused (409) and left as it is: changing it is Update (issue 15 §2, decision 0019).
 */
export function addDepartmentalCharge(
  deps: DbDeps,
  actor: UserRow,
  input: z.output<typeof departmentalChargeSchema>,
): Promise<MessageResponse> {
  const change = { key: { level: input.level, department: input.department }, amount: input.amount };
  const entityId = `${input.level}:${input.department}`;
  return writeCharge(
    deps,
    actor,
    { ...change, action: 'charge.add-departmental', entity: 'departmental_charge' },
    async (tx, values) => {
      const row = await insertDepartmentalChargeIfAbsent(tx, values);
      if (!row) throw new AppError('CONFLICT', CHARGE_MESSAGES.departmentExists(input.department));
      return { entityId, fromKobo: null };
    },
  );
}

/** Update: sets the departmental charge of a department listed for the level. */
export function saveDepartmentalCharge(
  deps: DbDeps,
  actor: UserRow,
  input: z.output<typeof departmentalChargeSchema>,
): Promise<MessageResponse> {
  const key = { level: input.level, department: input.department };
  const entityId = `${input.level}:${input.department}`;
  return writeCharge(
    deps,
    actor,
    { key, amount: input.amount, action: 'charge.set-departmental', entity: 'departmental_charge' },
    async (tx, values) => {
      const before = await findDepartmentalCharge(tx, key);
      await upsertDepartmentalCharge(tx, values);
      return { entityId, fromKobo: before?.amountKobo ?? null };
    },
  );
}
