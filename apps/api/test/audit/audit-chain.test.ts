import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { auditLog, checkAuditChain, recordAudit, type Database } from '@portal/db';
import { createTestDatabase, type TestDatabase } from '@portal/db/testing';

/**
 * The tamper-evident audit trail in the database (migration 0010, decision 0023): records are
 * sealed into a hash chain at commit, the portal cannot change or delete one, and the check
 * names the record a superuser altered or the records one removed.
 */

async function writeSome(db: Database, n: number, prefix = 'test') {
  for (let i = 0; i < n; i++) {
    await db.transaction(async (tx) => {
      await recordAudit(tx, {
        actorId: null,
        action: `${prefix}.one`,
        entity: 'thing',
        entityId: String(i),
        details: { i },
      });
      await recordAudit(tx, { actorId: null, action: `${prefix}.two`, entity: 'thing', entityId: String(i) });
    });
  }
}

/** As the server's superuser would: with triggers off for this transaction only. */
async function asSuperuser(db: Database, statement: ReturnType<typeof sql>) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(statement);
  });
}

const refusal = (p: Promise<unknown>) =>
  p.then(
    () => 'accepted',
    (e: unknown) => String((e as { cause?: { message?: string } }).cause?.message ?? (e as Error).message),
  );

describe('the sealed audit chain', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.drop();
  });

  it('seals every committed record in order and finds the chain complete', async () => {
    await writeSome(database.db, 3);
    const rows = await database.db.select().from(auditLog).orderBy(auditLog.seq);
    expect(rows.map((r) => r.seq)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(rows[0]!.prevHash).toBe('0'.repeat(64));
    for (let i = 1; i < rows.length; i++) expect(rows[i]!.prevHash).toBe(rows[i - 1]!.hash);
    const check = await checkAuditChain(database.db);
    expect(check).toMatchObject({ complete: true, count: 6, lastSeq: 6, lastHash: rows[5]!.hash });
    if (check.complete) expect(check.since?.getTime()).toBe(rows[0]!.at.getTime());
  });

  it('gives concurrent transactions one place each, with no gap', async () => {
    await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        database.db.transaction(async (tx) => {
          await recordAudit(tx, { actorId: null, action: 'race.one', entity: 'thing', entityId: `r${i}` });
          await tx.execute(sql`select pg_sleep(0.01)`);
          await recordAudit(tx, { actorId: null, action: 'race.two', entity: 'thing', entityId: `r${i}` });
        }),
      ),
    );
    expect(await checkAuditChain(database.db)).toMatchObject({ complete: true, count: 30 });
  });

  it("refuses the portal's UPDATE, DELETE and TRUNCATE, and a chosen place on insert", async () => {
    const message = 'audit records cannot be changed or deleted';
    expect(await refusal(database.db.execute(sql`update audit_log set details = '{"i": 9}' where seq = 1`))).toBe(
      message,
    );
    expect(await refusal(database.db.execute(sql`update audit_log set hash = null, seq = null where seq = 2`))).toBe(
      message,
    );
    expect(await refusal(database.db.execute(sql`delete from audit_log where seq = 3`))).toBe(message);
    expect(await refusal(database.db.execute(sql`truncate audit_log`))).toBe(message);
    await database.db.execute(
      sql`insert into audit_log (action, entity, seq, prev_hash) values ('x.y', 'thing', 1, 'forged')`,
    );
    const [last] = await database.db
      .select()
      .from(auditLog)
      .orderBy(sql`${auditLog.seq} desc`)
      .limit(1);
    expect(last).toMatchObject({ action: 'x.y', seq: 31 });
    expect(last!.prevHash).not.toBe('forged');
    expect(await checkAuditChain(database.db)).toMatchObject({ complete: true, count: 31 });
  });

  it('keeps the place and hash of a record inserted already sealed (a restore)', async () => {
    const restored = await createTestDatabase();
    try {
      const rows = await database.db.select().from(auditLog).orderBy(auditLog.seq);
      for (const r of rows) await restored.db.insert(auditLog).values(r);
      // What a restore does after copying the rows: the id sequence continues after them.
      await restored.db.execute(sql`select setval('audit_log_id_seq', (select max(id) from audit_log))`);
      expect(await restored.db.select().from(auditLog).orderBy(auditLog.seq)).toEqual(rows);
      expect(await checkAuditChain(restored.db)).toMatchObject({ complete: true, count: 31 });
      await writeSome(restored.db, 1, 'after');
      expect(await checkAuditChain(restored.db)).toMatchObject({ complete: true, count: 33 });
    } finally {
      await restored.drop();
    }
  });
});

describe('the check of the trail after a superuser changed it', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    await writeSome(database.db, 5);
  });
  afterAll(async () => {
    await database.drop();
  });

  it('names the record whose content was altered', async () => {
    await asSuperuser(database.db, sql`update audit_log set details = '{"i": 99}' where seq = 4`);
    expect(await checkAuditChain(database.db)).toEqual({ complete: false, problem: 'altered', seq: 4 });
  });

  it('names the record whose hash was recomputed to hide the change (its successor no longer links)', async () => {
    await asSuperuser(
      database.db,
      sql`update audit_log set hash = audit_record_hash(seq, id, at, actor_id, action, entity, entity_id, subject_id, details, prev_hash) where seq = 4`,
    );
    expect(await checkAuditChain(database.db)).toEqual({ complete: false, problem: 'altered', seq: 4 });
  });

  it('names the gap where records were removed', async () => {
    await asSuperuser(database.db, sql`delete from audit_log where seq in (2, 3)`);
    expect(await checkAuditChain(database.db)).toEqual({
      complete: false,
      problem: 'removed',
      afterSeq: 1,
      beforeSeq: 4,
    });
    await asSuperuser(database.db, sql`delete from audit_log where seq = 1`);
    expect(await checkAuditChain(database.db)).toEqual({
      complete: false,
      problem: 'removed',
      afterSeq: null,
      beforeSeq: 4,
    });
  });
});
