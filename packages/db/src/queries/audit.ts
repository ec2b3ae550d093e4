import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../client.js';
import { auditLog } from '../schema/audit.js';
import { users } from '../schema/users.js';

export interface AuditEntry {
  actorId: string | null;
  action: string;
  entity: string;
  entityId?: string | null;
  details?: Record<string, unknown>;
}

export async function recordAudit(db: Executor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId ?? null,
    details: entry.details ?? {},
  });
}

/** Liveness of the database connection. */
export async function pingDatabase(db: Executor): Promise<void> {
  await db.execute(sql`select 1`);
}

/** Who acted, beside an audit record (joined on `users`): the history panels and the audit screen. */
export const auditActorColumns = {
  actorRole: users.role,
  actorPosition: users.adminPosition,
  actorTitle: users.title,
  actorSurname: users.surname,
  actorFirstName: users.firstName,
};

/** The audit trail of one record, oldest first, with the actor's name and office. */
export async function listAuditTrail(db: Executor, entity: string, entityId: string | SQL) {
  return db
    .select({
      at: auditLog.at,
      action: auditLog.action,
      details: auditLog.details,
      ...auditActorColumns,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.customId, auditLog.actorId))
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId)))
    .orderBy(asc(auditLog.id));
}
