import type { z } from 'zod';
import {
  findPeriod,
  insertPeriod,
  listPeriods,
  lockPeriod,
  recordAudit,
  setPeriodStatus as writePeriodStatus,
  type Executor,
  type PeriodRow,
  type PeriodStatusColumn,
  type UserRow,
} from '@portal/db';
import {
  officeCan,
  periodId as periodIdOf,
  PERIOD_MESSAGES,
  type AdminPosition,
  type createPeriodSchema,
  type CreatePeriodResponse,
  type PeriodList,
  type PeriodStatusField,
  type PeriodView,
  type setPeriodStatusSchema,
  type SetPeriodStatusResponse,
  currentPeriodOf,
  sortPeriodsNewestFirst,
} from '@portal/domain';
import { uniqueViolationOf } from '../../lib/db-errors.js';
import { AppError, forbidden, notFound } from '../../lib/errors.js';
import type { DbDeps } from '../../lib/service-deps.js';

const STATUS_COLUMNS: Record<PeriodStatusField, PeriodStatusColumn> = {
  registration: 'registrationStatus',
  add_drop: 'addDropStatus',
  accommodation: 'accommodationStatus',
};
const FIELD_LABELS: Record<PeriodStatusField, string> = {
  registration: 'registration',
  add_drop: 'add/drop',
  accommodation: 'accommodation',
};

export function toPeriodView(row: PeriodRow): PeriodView {
  return {
    period_id: row.periodId,
    semester: row.semester,
    session: row.session,
    season: row.season,
    registration_status: row.registrationStatus,
    add_drop_status: row.addDropStatus,
    accommodation_status: row.accommodationStatus,
  };
}

/** Periods newest first: by session, then 1st, 2nd, Pre-Summer, Summer (the rule lives in the domain package). */
export const sortNewestFirst = sortPeriodsNewestFirst;

/** Every period, newest first, with the id of the current one. */
export async function listPeriodsView(db: Executor): Promise<PeriodList> {
  const rows = sortNewestFirst(await listPeriods(db));
  return { items: rows.map(toPeriodView), current_period_id: currentPeriodOf(rows)?.periodId ?? null };
}

export async function requirePeriod(db: Executor, periodId: string): Promise<PeriodRow> {
  const row = await findPeriod(db, periodId);
  if (!row) throw notFound();
  return row;
}

/** Creates a period with every status closed; the id is computed here. */
export async function createPeriod(
  deps: DbDeps,
  actor: UserRow,
  input: z.output<typeof createPeriodSchema>,
): Promise<CreatePeriodResponse> {
  const id = periodIdOf(input.semester, input.session);
  const duplicate = () => new AppError('CONFLICT', PERIOD_MESSAGES.duplicate(input.semester, input.session));
  if (await findPeriod(deps.db, id)) throw duplicate();
  try {
    const row = await deps.db.transaction(async (tx) => {
      const created = await insertPeriod(tx, {
        periodId: id,
        semester: input.semester,
        session: input.session,
        season: input.season,
        registrationStatus: 'closed',
        addDropStatus: 'closed',
        accommodationStatus: 'closed',
        createdBy: actor.customId,
      });
      await recordAudit(tx, {
        actorId: actor.customId,
        action: 'period.create',
        entity: 'period',
        entityId: id,
        details: { semester: input.semester, session: input.session, season: input.season },
      });
      return created;
    });
    return { message: PERIOD_MESSAGES.created, period: toPeriodView(row) };
  } catch (err) {
    // Two officers creating the same period at once: the second meets the constraint.
    if (uniqueViolationOf(err) !== null) throw duplicate();
    throw err;
  }
}

/** Whether an office may move a given status of a period. */
export function mayToggle(position: AdminPosition | null, field: PeriodStatusField): boolean {
  if (!position) return false;
  if (field === 'accommodation') return officeCan(position, 'toggleAccommodation');
  return officeCan(position, 'managePeriods');
}

/**
 * Sets one status of a period to the state the officer asked for (not a flip: two clicks at
 * once leave it as both wanted). Asking for the current state changes nothing and says so.
 */
export async function setPeriodStatus(
  deps: DbDeps,
  actor: UserRow,
  periodId: string,
  input: z.output<typeof setPeriodStatusSchema>,
): Promise<SetPeriodStatusResponse> {
  if (!mayToggle(actor.adminPosition, input.field)) throw forbidden();
  const wanted = input.action === 'open' ? 'opened' : 'closed';
  const column = STATUS_COLUMNS[input.field];
  return deps.db.transaction(async (tx) => {
    const period = await lockPeriod(tx, periodId);
    if (!period) throw notFound();
    const before = period[column];
    if (before === wanted) {
      return {
        message: PERIOD_MESSAGES.unchanged(FIELD_LABELS[input.field], wanted),
        changed: false,
        period: toPeriodView(period),
      };
    }
    const updated = await writePeriodStatus(tx, periodId, column, wanted);
    await recordAudit(tx, {
      actorId: actor.customId,
      action: `period.${input.action}-${input.field.replace('_', '-')}`,
      entity: 'period',
      entityId: periodId,
      details: { field: input.field, from: before, to: wanted },
    });
    return { message: PERIOD_MESSAGES.statusChanged, changed: true, period: toPeriodView(updated) };
  });
}
