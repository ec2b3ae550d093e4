import { recordAudit, type Database, type Transaction } from '@portal/db';
import { stateAfter, type EventOf, type WorkflowMachine } from '@portal/domain';
import type { AppError } from '../../lib/errors.js';

/** How a form answers a missing row and a step its state does not allow. */
export interface FormRefusals {
  missing: () => AppError;
  wrongState: () => AppError;
}

/**
 * The generic transition step, part one: checks a change on the form as first read (a quick,
 * clear refusal), then locks the row (FOR UPDATE) inside a transaction and checks it again
 * there, so two desks acting at once cannot both move it (GUIDE §3.6).
 */
export async function onLockedForm<Row, T>(
  db: Database,
  form: FormRefusals & { before: Row | undefined; lock: (tx: Transaction) => Promise<Row | undefined> },
  allowed: (row: Row) => boolean,
  write: (tx: Transaction, row: Row) => Promise<T>,
): Promise<T> {
  if (!form.before) throw form.missing();
  if (!allowed(form.before)) throw form.wrongState();
  return db.transaction(async (tx) => {
    const locked = await form.lock(tx);
    if (!locked) throw form.missing();
    if (!allowed(locked)) throw form.wrongState();
    return write(tx, locked);
  });
}

/**
 * Part two, inside the caller's transaction: the state the machine gives `event` from the row's
 * state, written with the step's own changes (`update`), and the audit row of the step.
 */
export async function moveForm<M extends WorkflowMachine, E extends EventOf<M>, Row>(
  tx: Transaction,
  machine: M,
  form: { id: number; status: string; wrongState: () => AppError },
  event: E,
  actorId: string,
  update: (status: M['transitions'][E]['to']) => Promise<Row>,
  details: Record<string, unknown> = {},
): Promise<Row> {
  const to = stateAfter(machine, event, form.status);
  if (!to) throw form.wrongState();
  const updated = await update(to);
  await recordAudit(tx, {
    actorId,
    action: `${machine.entity}.${event}`,
    entity: machine.entity,
    entityId: String(form.id),
    details: { from: form.status, to, ...details },
  });
  return updated;
}
