import {
  auditRecordAt,
  auditTrailPage,
  auditTrailRows,
  checkAuditChain,
  type AuditTrailFilter,
  type AuditTrailRow,
} from '@portal/db';
import {
  auditActorLabel,
  auditChanges,
  auditCheckMessage,
  describeAuditRecord,
  formatWatDateTime,
  watDayEnd,
  watDayStart,
  type AuditCheckResponse,
  type AuditRecordView,
  type AuditTrailFilterInput,
  type AuditTrailResponse,
  type CsvRows,
} from '@portal/domain';
import type { ServiceDeps } from '../../lib/service-deps.js';

/**
 * The audit trail screen and the check of the trail (issue 25, decision 0023). Reading only:
 * the trail is written by every other module's `recordAudit` and sealed by the database.
 */

export const AUDIT_TRAIL_PAGE_SIZE = 50;
/** The CSV export's ceiling: a year of a busy seminary; narrow the dates for more. */
export const AUDIT_TRAIL_CSV_MAX = 100_000;

/** The query's filter in the database's terms: WAT days become instants (from included, to excluded). */
function filterOf(q: AuditTrailFilterInput): AuditTrailFilter {
  return {
    from: q.from ? watDayStart(q.from) : undefined,
    to: q.to ? watDayEnd(q.to) : undefined,
    office: q.office,
    actorId: q.user,
    action: q.action,
    student: q.student,
    entity: q.entity,
    entityId: q.entityId,
    periodId: q.period,
  };
}

const whatOf = (r: AuditTrailRow) =>
  describeAuditRecord({
    action: r.action,
    entity: r.entity,
    entityId: r.entityId,
    details: r.details,
    student: r.subjectUsername,
    period: r.period,
  });

function recordView(r: AuditTrailRow): AuditRecordView {
  return {
    id: r.id,
    seq: r.seq,
    at: r.at.toISOString(),
    who: auditActorLabel({
      role: r.actorRole,
      position: r.actorPosition,
      title: r.actorTitle,
      firstName: r.actorFirstName,
      surname: r.actorSurname,
      username: r.actorUsername,
    }),
    office: r.actorRole === 'admin' ? r.actorPosition : r.actorRole,
    action: r.action,
    what: whatOf(r),
    entity: r.entity,
    entity_id: r.entityId,
    student: r.subjectUsername,
    changes: auditChanges(r),
  };
}

/** One page of the trail, newest first. */
export async function auditTrail(
  deps: Pick<ServiceDeps, 'db'>,
  query: AuditTrailFilterInput & { page: number },
): Promise<AuditTrailResponse> {
  const { rows, total } = await auditTrailPage(deps.db, filterOf(query), {
    limit: AUDIT_TRAIL_PAGE_SIZE,
    offset: (query.page - 1) * AUDIT_TRAIL_PAGE_SIZE,
  });
  return { items: rows.map(recordView), total, page: query.page, page_size: AUDIT_TRAIL_PAGE_SIZE };
}

export const AUDIT_TRAIL_CSV_HEADER = ['Record', 'When (WAT)', 'Who', 'Office', 'What', 'Action', 'Student', 'Changes'];

/** Every matching record as CSV rows, newest first, times in West Africa Time. */
export async function auditTrailCsvRows(deps: Pick<ServiceDeps, 'db'>, query: AuditTrailFilterInput): Promise<CsvRows> {
  const rows = await auditTrailRows(deps.db, filterOf(query), AUDIT_TRAIL_CSV_MAX);
  return [
    AUDIT_TRAIL_CSV_HEADER,
    ...rows
      .map(recordView)
      .map((v) => [
        v.seq ?? '',
        formatWatDateTime(new Date(v.at)),
        v.who,
        v.office ?? 'system',
        v.what,
        v.action,
        v.student ?? '',
        v.changes.map((c) => `${c.label}: ${c.before ?? '-'} → ${c.after ?? '-'}`).join('; '),
      ]),
  ];
}

/** Recomputes the hash chain and says whether it is complete or which record was altered or removed. */
export async function checkAuditTrail(deps: Pick<ServiceDeps, 'db'>): Promise<AuditCheckResponse> {
  const check = await checkAuditChain(deps.db);
  if (check.complete) {
    return {
      complete: true,
      message: auditCheckMessage(check),
      count: check.count,
      last_seq: check.lastSeq,
      last_hash: check.lastHash,
    };
  }
  if (check.problem === 'removed') {
    return { complete: false, message: auditCheckMessage(check), count: null, last_seq: null, last_hash: null };
  }
  const record = await auditRecordAt(deps.db, check.seq);
  const message = auditCheckMessage({
    ...check,
    what: record ? `${whatOf(record)}` : null,
    at: record?.at ?? null,
  });
  return { complete: false, message, count: null, last_seq: null, last_hash: null };
}
