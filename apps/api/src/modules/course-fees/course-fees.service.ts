import type { z } from 'zod';
import {
  findCourseFee,
  insertCourseFeesIfAbsent,
  listCourseFees,
  listPeriods,
  lockPeriod,
  periodsWithCourseFees,
  recordAudit,
  upsertCourseFee,
  type Executor,
  type UserRow,
} from '@portal/db';
import {
  COURSE_FEE_MESSAGES,
  FEE_BANDS,
  nairaToKobo,
  periodSortKey,
  PROGRAMME_LEVELS,
  type CopyCourseFeesResponse,
  type CourseFeeRate,
  type courseFeeSchema,
  type FeeBand,
  type MessageResponse,
  type PeriodCourseFees,
} from '@portal/domain';
import { AppError, notFound } from '../../lib/errors.js';
import type { DbDeps } from '../../lib/service-deps.js';
import { requirePeriod, sortNewestFirst } from '../periods/index.js';

/** The per-hour fee of every programme level and band in a period (null when unset). */
export async function courseFeesOf(db: Executor, periodId: string): Promise<PeriodCourseFees> {
  const period = await requirePeriod(db, periodId);
  const rows = await listCourseFees(db, periodId);
  const amounts = new Map(rows.map((r) => [`${r.progCategory}|${r.band}`, r.amountKobo]));
  return {
    period_id: periodId,
    items: PROGRAMME_LEVELS.flatMap((prog) =>
      FEE_BANDS.map((band) => ({ prog_category: prog, band, amount_kobo: amounts.get(`${prog}|${band}`) ?? null })),
    ),
    affiliation_fee_kobo: period.affiliationFeeKobo,
  };
}

export async function saveCourseFee(
  deps: DbDeps,
  actor: UserRow,
  periodId: string,
  input: z.output<typeof courseFeeSchema>,
): Promise<MessageResponse> {
  const amountKobo = nairaToKobo(input.amount);
  await deps.db.transaction(async (tx) => {
    if (!(await lockPeriod(tx, periodId))) throw notFound();
    const key = { periodId, progCategory: input.prog_category, band: input.band };
    const before = await findCourseFee(tx, key);
    await upsertCourseFee(tx, { ...key, amountKobo, updatedBy: actor.customId });
    await recordAudit(tx, {
      actorId: actor.customId,
      action: 'course-fee.set',
      entity: 'course_fee',
      entityId: `${periodId}:${input.prog_category}:${input.band}`,
      details: { fromKobo: before?.amountKobo ?? null, toKobo: amountKobo },
    });
  });
  return { message: COURSE_FEE_MESSAGES.saved };
}

/**
 * Copies the fees of the latest earlier period that has any into this period, leaving the
 * fees already set here as they are.
 */
export async function copyPreviousCourseFees(
  deps: DbDeps,
  actor: UserRow,
  periodId: string,
): Promise<CopyCourseFeesResponse> {
  const all = await listPeriods(deps.db);
  const target = all.find((p) => p.periodId === periodId);
  if (!target) throw notFound();
  const key = periodSortKey(target);
  const earlier = sortNewestFirst(all.filter((p) => periodSortKey(p) < key));
  const withFees = new Set(
    await periodsWithCourseFees(
      deps.db,
      earlier.map((p) => p.periodId),
    ),
  );
  const source = earlier.find((p) => withFees.has(p.periodId));
  if (!source) throw new AppError('NOT_FOUND', COURSE_FEE_MESSAGES.nothingToCopy);
  const copied = await deps.db.transaction(async (tx) => {
    if (!(await lockPeriod(tx, periodId))) throw notFound();
    const rows = await listCourseFees(tx, source.periodId);
    const n = await insertCourseFeesIfAbsent(
      tx,
      rows.map((r) => ({
        periodId,
        progCategory: r.progCategory,
        band: r.band,
        amountKobo: r.amountKobo,
        updatedBy: actor.customId,
      })),
    );
    await recordAudit(tx, {
      actorId: actor.customId,
      action: 'course-fee.copy-previous',
      entity: 'period',
      entityId: periodId,
      details: { fromPeriodId: source.periodId, copied: n },
    });
    return n;
  });
  return { copied, from_period_id: source.periodId };
}

/** The per-hour fee used to price a course (registration). */
export async function courseFeeRate(
  db: Executor,
  args: { periodId: string; progCategory: 'UG' | 'PG'; band: FeeBand },
): Promise<CourseFeeRate> {
  await requirePeriod(db, args.periodId);
  const row = await findCourseFee(db, args);
  if (!row) throw new AppError('NOT_FOUND', COURSE_FEE_MESSAGES.noRate);
  return { amount_kobo: row.amountKobo };
}
