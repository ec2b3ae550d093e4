import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  auditChanges,
  auditCheckMessage,
  describeAuditRecord,
  hasAuditDescription,
  type AuditRecordFacts,
} from './audit-descriptions.js';
import { ADD_DROP_MACHINE } from './add-drop.js';
import { HOSTEL_MACHINE } from './hostel.js';
import { PERIOD_STATUS_FIELDS } from './periods.js';
import { REGISTRATION_MACHINE } from './registration.js';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return path.endsWith('.ts') && !path.endsWith('.test.ts') ? [path] : [];
  });
}

/**
 * Every action name the server writes as a literal: `action: '…'`, the action argument of the
 * course and seed helpers, and the action column of the SQL fast paths.
 */
function writtenActions(): Set<string> {
  const found = new Set<string>();
  const patterns = [
    /action:\s*'([a-z][a-z.-]*)'/g,
    /changeCourse\([^)]*?'([a-z-]+\.[a-z-]+)'/g,
    /once\(db,\s*'([a-z-]+\.[a-z-]+)'/g,
    /select \$\{[^}]+\},\s*'([a-z-]+\.[a-z-]+)'/g,
  ];
  for (const dir of ['apps/api/src', 'packages/db/src']) {
    for (const file of sourceFiles(join(ROOT, dir))) {
      const source = readFileSync(file, 'utf8');
      for (const pattern of patterns) for (const m of source.matchAll(pattern)) found.add(m[1]!);
    }
  }
  // Names that are not audit actions: a form's own step names (`action: 'add'`, `'open'`, …).
  return new Set([...found].filter((a) => a.includes('.')));
}

/** The names the server builds: `<form>.<event>` of the three machines (+ print and SMS), the period and hostel toggles. */
function builtActions(): string[] {
  const forms = [REGISTRATION_MACHINE, ADD_DROP_MACHINE, HOSTEL_MACHINE].flatMap((m) =>
    [...Object.keys(m.transitions), ...Object.keys(m.actions), 'sms'].map((e) => `${m.entity}.${e}`),
  );
  const periods = PERIOD_STATUS_FIELDS.flatMap((f) =>
    ['open', 'close'].map((a) => `period.${a}-${f.replace('_', '-')}`),
  );
  const hostels = ['hostel', 'room', 'bed'].flatMap((w) => ['open', 'close'].map((a) => `${w}.${a}`));
  return [...forms, ...periods, ...hostels];
}

const facts = (over: Partial<AuditRecordFacts>): AuditRecordFacts => ({
  action: 'registration.approve',
  entity: 'registration',
  entityId: '12',
  details: {},
  student: '65001',
  period: ['1st', '2025/2026'],
  ...over,
});

describe('describeAuditRecord', () => {
  it('has a text for every action the server writes', () => {
    const written = writtenActions();
    expect(written.size).toBeGreaterThan(40);
    const missing = [...written, ...builtActions()].filter((a) => !hasAuditDescription(a));
    expect(missing).toEqual([]);
  });

  it('says what happened in words', () => {
    expect(describeAuditRecord(facts({}))).toBe('approved the registration form of 65001 for 1st Semester 2025/2026');
    expect(
      describeAuditRecord(
        facts({ action: 'add-drop.disapprove', entity: 'add-drop', details: { comment: 'See me first' } }),
      ),
    ).toBe('disapproved the add/drop form of 65001 for 1st Semester 2025/2026: "See me first"');
    expect(
      describeAuditRecord(
        facts({ action: 'registration.pick-course', details: { course_code: 'BIB 101' }, period: null }),
      ),
    ).toBe('picked BIB 101 on the registration form of 65001');
    expect(
      describeAuditRecord(
        facts({ action: 'period.open-add-drop', entity: 'period', entityId: '2025-1', student: null }),
      ),
    ).toBe('opened add/drop for 1st Semester 2025/2026');
    expect(
      describeAuditRecord(
        facts({ action: 'wallet.set-balance', entity: 'accommodation-wallet', entityId: 'x', period: null }),
      ),
    ).toBe('set the accommodation wallet balance of 65001');
    expect(describeAuditRecord(facts({ action: 'seed.demo-courses', entity: 'seed' }))).toBe(
      'loaded the demo data (courses)',
    );
    expect(describeAuditRecord(facts({ action: 'x.unknown', entity: 'thing', entityId: '7' }))).toBe(
      'x.unknown on thing 7',
    );
  });
});

describe('auditChanges', () => {
  it('reads a status, an amount, a balance and the fields of an edit', () => {
    expect(
      auditChanges({ action: 'registration.approve', details: { from: 'awaiting dean', to: 'awaiting bursar' } }),
    ).toEqual([{ label: 'Status', before: 'awaiting dean', after: 'awaiting bursar' }]);
    expect(auditChanges({ action: 'charge.set-seminary', details: { fromKobo: 500_000, toKobo: 750_050 } })).toEqual([
      { label: 'Amount', before: '₦5,000.00', after: '₦7,500.50' },
    ]);
    expect(auditChanges({ action: 'wallet.set-balance', details: { from: 0, to: 1_000_000, reason: 'x' } })).toEqual([
      { label: 'Balance', before: '₦0.00', after: '₦10,000.00' },
    ]);
    expect(
      auditChanges({
        action: 'course.edit',
        details: { from: { title: 'Old', hours: 2 }, to: { title: 'New', hours: 3 } },
      }),
    ).toEqual([
      { label: 'title', before: 'Old', after: 'New' },
      { label: 'hours', before: '2', after: '3' },
    ]);
    expect(
      auditChanges({ action: 'registration.edit-charge', details: { item: 'SUG', from: 250_000, to: 0 } }),
    ).toEqual([{ label: 'Amount', before: '₦2,500.00', after: '₦0.00' }]);
    expect(auditChanges({ action: 'auth.login', details: {} })).toEqual([]);
  });
});

describe('auditCheckMessage', () => {
  it('says the trail is complete, or names the record altered or the records removed', () => {
    expect(auditCheckMessage({ complete: true, count: 3, since: new Date('2026-11-23T09:15:00Z') })).toBe(
      'The audit trail is complete: 3 records since 23 Nov 2026, 10:15 WAT.',
    );
    expect(
      auditCheckMessage({
        complete: false,
        problem: 'altered',
        seq: 123,
        what: 'approved the registration form of 65001',
        at: new Date('2026-11-23T23:30:00Z'),
      }),
    ).toBe('Record 123 (approved the registration form of 65001 on 24 Nov 2026, 00:30 WAT) was altered.');
    expect(auditCheckMessage({ complete: false, problem: 'removed', afterSeq: 122, beforeSeq: 125 })).toBe(
      'Records after 122 and before 125 were removed.',
    );
    expect(auditCheckMessage({ complete: false, problem: 'removed', afterSeq: null, beforeSeq: 4 })).toBe(
      'Records before 4 were removed.',
    );
  });
});
