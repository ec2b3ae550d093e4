import { and, desc, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../client.js';
import { auditLog } from '../schema/audit.js';
import { users } from '../schema/users.js';
import { auditActorColumns } from './audit.js';
import { likePattern } from './like.js';

/**
 * The audit trail screen (issue 25): every record, newest first, filtered in SQL, and the check
 * of the hash chain the database keeps (migration 0010, decision 0023).
 */

export interface AuditTrailFilter {
  /** First instant included / first instant excluded (the caller turns WAT days into instants). */
  from?: Date | undefined;
  to?: Date | undefined;
  /** An office (admin position), 'student', 'faculty' or 'system' (no user). */
  office?: string | undefined;
  /** The acting user's custom_id. */
  actorId?: string | undefined;
  action?: string | undefined;
  /** A student's ID or part of a name: records about that student (their account, forms, wallets). */
  student?: string | undefined;
  entity?: string | undefined;
  entityId?: string | undefined;
  /** Records about a period: the period itself or a form of it. */
  periodId?: string | undefined;
}

/** The student a record concerns (audit_log.subject_id), for their ID (the username). */
const subject = alias(users, 'subject');

function conditions(f: AuditTrailFilter): SQL | undefined {
  const parts: Array<SQL | undefined> = [];
  if (f.from) parts.push(gte(auditLog.at, f.from));
  if (f.to) parts.push(lt(auditLog.at, f.to));
  if (f.actorId) parts.push(or(eq(auditLog.actorId, f.actorId), eq(users.username, f.actorId)));
  if (f.action) parts.push(eq(auditLog.action, f.action));
  if (f.entity) parts.push(eq(auditLog.entity, f.entity));
  if (f.entityId) parts.push(eq(auditLog.entityId, f.entityId));
  if (f.periodId) parts.push(sql`${periodIdOfRecord} = ${f.periodId}`);
  if (f.office === 'system') parts.push(sql`${auditLog.actorId} is null`);
  else if (f.office === 'student' || f.office === 'faculty') parts.push(eq(users.role, f.office));
  else if (f.office) parts.push(eq(users.adminPosition, f.office as never));
  if (f.student) {
    const pattern = likePattern(f.student);
    parts.push(
      or(
        eq(auditLog.subjectId, f.student),
        sql`${auditLog.subjectId} in (select s.custom_id from users s where s.role = 'student' and (
          s.username ilike ${pattern} or s.surname ilike ${pattern} or s.first_name ilike ${pattern}
          or (s.first_name || ' ' || s.surname) ilike ${pattern} or (s.surname || ' ' || s.first_name) ilike ${pattern}))`,
      ),
    );
  }
  return and(...parts);
}

/** The record's entity id as a number when it is one (form ids), else null. */
const numericEntityId = sql`case when ${auditLog.entityId} ~ '^[0-9]{1,18}$' then ${auditLog.entityId}::bigint end`;

/** The period a record is about: the period itself, or the period of the form it names. */
const periodIdOfRecord = sql<string | null>`coalesce(
  case when ${auditLog.entity} = 'period' then ${auditLog.entityId} end,
  (select r.period_id from registrations r
    where ${auditLog.entity} in ('registration', 'add-drop') and r.id = ${numericEntityId}),
  (select h.period_id from hostel_applications h
    where ${auditLog.entity} = 'hostel-application' and h.id = ${numericEntityId}))`;

const periodOfRecord = sql<[string, string] | null>`(
  select json_build_array(p.semester, p.session) from periods p where p.period_id = ${periodIdOfRecord})`;

const columns = {
  id: auditLog.id,
  seq: auditLog.seq,
  at: auditLog.at,
  actorId: auditLog.actorId,
  action: auditLog.action,
  entity: auditLog.entity,
  entityId: auditLog.entityId,
  subjectId: auditLog.subjectId,
  details: auditLog.details,
  ...auditActorColumns,
  actorUsername: users.username,
  subjectUsername: subject.username,
  period: periodOfRecord,
};

function selectRecords(db: Executor, filter: AuditTrailFilter) {
  return db
    .select(columns)
    .from(auditLog)
    .leftJoin(users, eq(users.customId, auditLog.actorId))
    .leftJoin(subject, eq(subject.customId, auditLog.subjectId))
    .where(conditions(filter))
    .orderBy(desc(auditLog.at), desc(auditLog.id));
}

export type AuditTrailRow = Awaited<ReturnType<typeof selectRecords>>[number];

/** One page of the trail, newest first, and the number of matching records. */
export async function auditTrailPage(
  db: Executor,
  filter: AuditTrailFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: AuditTrailRow[]; total: number }> {
  const [rows, counted] = await Promise.all([
    selectRecords(db, filter).limit(page.limit).offset(page.offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(auditLog)
      .leftJoin(users, eq(users.customId, auditLog.actorId))
      .where(conditions(filter)),
  ]);
  return { rows, total: counted[0]?.total ?? 0 };
}

/** Every matching record, newest first (the CSV export), at most `limit`. */
export async function auditTrailRows(db: Executor, filter: AuditTrailFilter, limit: number): Promise<AuditTrailRow[]> {
  return selectRecords(db, filter).limit(limit);
}

/** The sealed record at a place of the chain (to name it when the check finds it broken). */
export async function auditRecordAt(db: Executor, seq: number): Promise<AuditTrailRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(auditLog)
    .leftJoin(users, eq(users.customId, auditLog.actorId))
    .leftJoin(subject, eq(subject.customId, auditLog.subjectId))
    .where(eq(auditLog.seq, seq));
  return row;
}

/** What the recomputed chain says: whole, or the first place where it breaks. */
export type AuditChainCheck =
  | { complete: true; count: number; since: Date | null; lastSeq: number | null; lastHash: string | null }
  | { complete: false; problem: 'removed'; afterSeq: number | null; beforeSeq: number }
  | { complete: false; problem: 'altered'; seq: number };

/**
 * Recomputes the chain in one statement (a window over seq): each sealed record's hash must match
 * its content (audit_record_hash, the function that sealed it), its prev_hash the hash of the
 * record before it, and seq must run without gaps from 1. The first record that fails names the
 * problem: a gap is records removed; a hash that does not match is that record altered; a
 * prev_hash that does not match is the record before it altered (its hash rewritten).
 */
export async function checkAuditChain(db: Executor): Promise<AuditChainCheck> {
  const result = await db.execute(sql`
    with chain as (
      select seq, hash, prev_hash, at,
             audit_record_hash(seq, id, at, actor_id, action, entity, entity_id, subject_id, details, prev_hash) as recomputed,
             lag(seq) over w as before_seq,
             lag(hash) over w as before_hash
        from audit_log
       where seq is not null
      window w as (order by seq)
    ), broken as (
      select seq::text as seq, before_seq::text as before_seq,
             case when seq <> coalesce(before_seq, 0) + 1 then 'removed'
                  when hash is distinct from recomputed then 'altered'
                  else 'previous-altered' end as problem
        from chain
       where seq <> coalesce(before_seq, 0) + 1
          or hash is distinct from recomputed
          or prev_hash is distinct from coalesce(before_hash, audit_genesis_hash())
       order by seq
       limit 1
    )
    select b.seq, b.before_seq, b.problem,
           (select count(*)::text from chain) as count,
           (select floor(extract(epoch from min(at)) * 1000)::bigint::text from chain) as since,
           (select max(seq)::text from chain) as last_seq,
           (select hash from chain order by seq desc limit 1) as last_hash
      from (select 1) one left join broken b on true`);
  const row = (
    result as unknown as {
      rows: Array<{
        seq: string | null;
        before_seq: string | null;
        problem: 'removed' | 'altered' | 'previous-altered' | null;
        count: string;
        since: string | null;
        last_seq: string | null;
        last_hash: string | null;
      }>;
    }
  ).rows[0]!;
  const num = (v: string | null) => (v == null ? null : Number(v));
  if (row.problem === 'removed')
    return { complete: false, problem: 'removed', afterSeq: num(row.before_seq), beforeSeq: Number(row.seq) };
  if (row.problem === 'altered') return { complete: false, problem: 'altered', seq: Number(row.seq) };
  if (row.problem === 'previous-altered') return { complete: false, problem: 'altered', seq: Number(row.before_seq) };
  return {
    complete: true,
    count: Number(row.count),
    since: row.since ? new Date(Number(row.since)) : null,
    lastSeq: num(row.last_seq),
    lastHash: row.last_hash,
  };
}
