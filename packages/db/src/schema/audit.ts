import { bigint, bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Append-only record of every change of state: who, what, when. The database refuses to change
 * or delete a row and seals each one into a hash chain when its transaction commits (migration
 * 0010, decision 0023): `seq` is its place in the chain, `hash` covers its content and
 * `prev_hash`, so an altered or removed record shows in the check of the trail.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** custom_id of the user who acted; null for the system (seed, jobs) or anonymous. */
    actorId: text('actor_id'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    /**
     * custom_id of the student the record concerns (the student, their form or wallet), filled
     * by the database on insert from entity and entity_id, so the audit screen filters by student
     * in SQL without every writer naming the student.
     */
    subjectId: text('subject_id'),
    /** Position in the hash chain, given at commit (null only inside the inserting transaction). */
    seq: bigint('seq', { mode: 'number' }).unique('audit_log_seq_unique'),
    prevHash: text('prev_hash'),
    hash: text('hash'),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entity, t.entityId),
    index('audit_log_actor_idx').on(t.actorId),
    index('audit_log_subject_idx').on(t.subjectId),
    index('audit_log_at_idx').on(t.at),
  ],
);

export type AuditRow = typeof auditLog.$inferSelect;
