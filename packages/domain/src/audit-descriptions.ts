import { formatWatDateTime } from './dates.js';
import { formatNaira } from './money.js';
import type { AuditChange } from './schemas/audit.js';

/**
 * The audit trail in words (issue 25): one text for every action the portal writes into
 * `audit_log`, the values a record changed, who acted, and the check's sentence. Pure: the API
 * passes what it read. `audit-descriptions.test.ts` scans the server's source for every action
 * it writes and fails when one has no text here.
 */

/** What a description needs of a record (the API reads it with the period and student joined). */
export interface AuditRecordFacts {
  action: string;
  entity: string;
  entityId: string | null;
  details: Record<string, unknown>;
  /** The ID (username) of the student the record concerns, if any. */
  student: string | null;
  /** Semester and session of the period the record is about (the period, or the form's). */
  period: readonly [string, string] | null;
}

type Describe = (r: AuditRecordFacts) => string;

const text = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

const periodName = (r: AuditRecordFacts) =>
  r.period ? `${r.period[0]} Semester ${r.period[1]}` : `period ${r.entityId ?? '?'}`;
const studentName = (r: AuditRecordFacts) => r.student ?? 'a student';
const course = (r: AuditRecordFacts) =>
  text(r.details.course_code) ?? text(r.details.courseCode) ?? text(r.details.code) ?? 'a course';
const account = (r: AuditRecordFacts) => (r.student ? `the account of ${r.student}` : 'a staff account');
const named = (what: string, r: AuditRecordFacts) => (r.entityId ? `${what} ${r.entityId}` : what);

/** "the registration form of 65001 for 1st Semester 2025/2026". */
function formOf(kind: string, r: AuditRecordFacts): string {
  const of = r.student ? ` of ${r.student}` : r.entityId ? ` #${r.entityId}` : '';
  return `the ${kind}${of}${r.period ? ` for ${periodName(r)}` : ''}`;
}

type FormEvent = (form: string, r: AuditRecordFacts) => string;

/** What every form's desk and student do alike: the steps of registration and add/drop, print, SMS. */
const SHARED_FORM_EVENTS: Record<string, FormEvent> = {
  start: (f) => `started ${f}`,
  forward: (f) => `forwarded ${f} to the dean`,
  approve: (f) => `approved ${f}`,
  disapprove: (f) => `disapproved ${f}`,
  submit: (f) => `submitted ${f}`,
  print: (f) => `printed ${f}`,
  sms: (f) => `sent an SMS about ${f}`,
};

/** The three forms (the workflow kernel): each event's verb, the form named after it. */
const FORM_EVENTS: Record<string, { kind: string; events: Record<string, FormEvent> }> = {
  registration: {
    kind: 'registration form',
    events: {
      ...SHARED_FORM_EVENTS,
      'pick-course': (f, r) => `picked ${course(r)} on ${f}`,
      'remove-course': (f, r) => `removed ${course(r)} from ${f}`,
      'enter-ledger-balance': (f) => `entered the ledger balance on ${f}`,
      'edit-charge': (f) => `edited a charge on ${f}`,
      'grant-undertaking': (f) => `granted an undertaking (UT) on ${f}`,
      'verify-staff': (f) => `verified the staff category on ${f}`,
    },
  },
  'add-drop': {
    kind: 'add/drop form',
    events: {
      ...SHARED_FORM_EVENTS,
      'add-course': (f, r) => `added ${course(r)} on ${f}`,
      'remove-added': (f, r) => `took ${course(r)} back off ${f}`,
      'drop-course': (f, r) => `dropped ${course(r)} on ${f}`,
      'undo-drop': (f, r) => `undid the drop of ${course(r)} on ${f}`,
    },
  },
  'hostel-application': {
    kind: 'hostel request',
    events: {
      apply: (f) => `started ${f}`,
      'update-balance': (f) => `entered the accommodation balance on ${f}`,
      choose: (f, r) => `chose ${text(r.details.hostel) ?? 'a hostel'} on ${f}`,
      reject: (f) => `rejected ${f}`,
      allocate: (f, r) => {
        const bed = [
          text(r.details.hostel),
          num(r.details.room) ?? text(r.details.room),
          num(r.details.bed) ?? text(r.details.bed),
        ];
        return `allocated a bedspace${bed[0] ? ` (${bed.filter((b) => b != null).join(', ')})` : ''} on ${f}`;
      },
      print: SHARED_FORM_EVENTS.print!,
      sms: SHARED_FORM_EVENTS.sms!,
    },
  },
};

const PERIOD_FIELDS: Record<string, string> = {
  registration: 'registration',
  'add-drop': 'add/drop',
  accommodation: 'accommodation',
};

function periodStatusActions(): Record<string, Describe> {
  const out: Record<string, Describe> = {};
  for (const [field, label] of Object.entries(PERIOD_FIELDS)) {
    out[`period.open-${field}`] = (r) => `opened ${label} for ${periodName(r)}`;
    out[`period.close-${field}`] = (r) => `closed ${label} for ${periodName(r)}`;
  }
  return out;
}

function hostelStructureActions(): Record<string, Describe> {
  const out: Record<string, Describe> = {};
  const what = { hostel: 'hostel', room: 'room', bed: 'bedspace' } as const;
  for (const [prefix, noun] of Object.entries(what)) {
    out[`${prefix}.create`] = (r) => `created the ${noun} ${text(r.details.name) ?? `#${r.entityId ?? '?'}`}`;
    out[`${prefix}.open`] = (r) => `opened the ${noun} #${r.entityId ?? '?'}`;
    out[`${prefix}.close`] = (r) => `closed the ${noun} #${r.entityId ?? '?'}`;
  }
  return out;
}

const chargeItem = (r: AuditRecordFacts) =>
  text(r.details.item) ??
  ([text(r.details.level), text(r.details.department)].filter(Boolean).join(', ') || `#${r.entityId ?? '?'}`);

/** Every other action the portal writes, by name. */
const ACTIONS: Record<string, Describe> = {
  'backup.create': (r) => `took the backup ${r.entityId ?? '?'}`,
  'backup.scheduled': (r) => `took the nightly backup ${r.entityId ?? '?'}`,
  'auth.login': () => 'signed in',
  'auth.change-password': () => 'changed their password',
  'auth.password-reset-request': (r) => `asked for a password reset code for ${account(r)}`,
  'auth.password-reset': (r) => `reset the password of ${account(r)}`,
  'cli.create-admin': () => 'created an office account from the command line',
  'student.create-profile': (r) => `created the student profile of ${studentName(r)}`,
  'student.complete-profile': (r) => `completed the student profile of ${studentName(r)}`,
  'student.confirm-details': (r) => `confirmed the details of ${studentName(r)}`,
  'student.change-default-password': (r) => `changed the default password of ${studentName(r)}`,
  'student.upload-passport': (r) => `uploaded the passport photograph of ${studentName(r)}`,
  'faculty.create': (r) => `created the lecturer account ${text(r.details.username) ?? ''}`.trimEnd(),
  'faculty.edit-name': () => "edited a lecturer's name",
  'faculty.edit': (r) => `edited the lecturer account ${text(r.details.username) ?? ''}`.trimEnd(),
  'faculty.set-status': (r) => `set a lecturer's status to ${text(r.details.to) ?? text(r.details.status) ?? '?'}`,
  'faculty.upload-passport': () => "uploaded a lecturer's passport photograph",
  'course.create': (r) => named('created the course', r),
  'course.edit': (r) => named('edited the course', r),
  'course.set-status': (r) => named('set the status of the course', r),
  'course.assign': (r) => `assigned ${course(r)} to a lecturer`,
  'course.unassign': (r) => `took ${course(r)} from a lecturer`,
  'charge.add-seminary': (r) => `added the seminary charge ${chargeItem(r)}`,
  'charge.set-seminary': (r) => `changed the seminary charge ${chargeItem(r)}`,
  'charge.delete-seminary': (r) => `deleted the seminary charge ${chargeItem(r)}`,
  'charge.add-departmental': (r) => `added the departmental charge ${chargeItem(r)}`,
  'charge.set-departmental': (r) => `changed the departmental charge ${chargeItem(r)}`,
  'course-fee.set': (r) => named('set the course fee', r),
  'course-fee.copy-previous': (r) => `copied the previous course fees into ${periodName(r)}`,
  'downloads.create': (r) => named('added the download', r),
  'downloads.edit': (r) => named('edited the download', r),
  'downloads.delete': (r) => named('deleted the download', r),
  'library-resources.edit': () => 'edited the library resources',
  'payment.start': (r) => `started the online payment ${r.entityId ?? '?'} for ${studentName(r)}`,
  'payment.initialize-failed': (r) => `could not start the online payment ${r.entityId ?? '?'}`,
  'payment.check': (r) => `checked the online payment ${r.entityId ?? '?'} with the provider`,
  'payment.credit': (r) => `credited the online payment ${r.entityId ?? '?'} to the wallet of ${studentName(r)}`,
  'payment.reverse': (r) => `reversed the online payment ${r.entityId ?? '?'}`,
  'bank-transfer.credit': (r) => `credited the bank transfer ${r.entityId ?? '?'} to the wallet of ${studentName(r)}`,
  'bank-transfer.exception': (r) => `listed the bank transfer ${r.entityId ?? '?'} as an exception for the Bursary`,
  'bank-transfer.assign': (r) => `assigned the bank transfer ${r.entityId ?? '?'} to ${studentName(r)}`,
  'bank-transfer.reverse': (r) => `reversed the bank transfer ${r.entityId ?? '?'}`,
  'dedicated-account.request': (r) => `asked the payment provider for a bank account for ${studentName(r)}`,
  'dedicated-account.queue': (r) => `queued a request for a bank account for ${studentName(r)} (npm run bank-accounts)`,
  'dedicated-account.update': (r) => `recorded the payment provider's word on the bank account of ${studentName(r)}`,
  'period.create': (r) => `created the period ${periodName(r)}`,
  'period.set-affiliation-fee': (r) => `set the affiliation fee of ${periodName(r)}`,
  'period.set-dates': (r) => `set the semester dates of ${periodName(r)}`,
  ...periodStatusActions(),
  ...hostelStructureActions(),
  'receipt.capture': (r) =>
    `captured receipt ${text(r.details.receiptNumber) ?? `#${r.entityId ?? '?'}`} for ${studentName(r)}`,
  'special-rate.create': (r) => `agreed a special course rate for ${studentName(r)}`,
  'special-rate.delete': (r) => `removed a special course rate${r.student ? ` of ${r.student}` : ''}`,
  'wallet.set-balance': (r) =>
    `set the ${r.entity === 'accommodation-wallet' ? 'accommodation' : 'portal'} wallet balance of ${studentName(r)}`,
};

/** Demo data written by the seed (`seed.demo-…`): "loaded the demo data (courses)". */
const SEED_PREFIX = 'seed.demo-';

/** The description of an action, or undefined when the portal has no text for it. */
function describerOf(action: string): ((r: AuditRecordFacts) => string) | undefined {
  const dot = action.indexOf('.');
  const form = FORM_EVENTS[action.slice(0, dot)];
  const event = form?.events[action.slice(dot + 1)];
  if (form && event) return (r) => event(formOf(form.kind, r), r);
  if (ACTIONS[action]) return ACTIONS[action];
  if (action.startsWith(SEED_PREFIX))
    return () => `loaded the demo data (${action.slice(SEED_PREFIX.length).replace(/-/g, ' ')})`;
  return undefined;
}

/** Whether an action has its own text (the unit test requires one for every action written). */
export function hasAuditDescription(action: string): boolean {
  return describerOf(action) !== undefined;
}

/**
 * What a record says in words, e.g. "approved the registration form of 65001 for 1st Semester
 * 2025/2026"; an officer's comment follows in quotes. An unknown action reads as its name.
 */
export function describeAuditRecord(r: AuditRecordFacts): string {
  const describe = describerOf(r.action);
  const said = describe ? describe(r) : `${r.action} on ${r.entity}${r.entityId ? ` ${r.entityId}` : ''}`;
  const comment = text(r.details.comment);
  return comment ? `${said}: "${comment}"` : said;
}

const money = (v: unknown) => (num(v) == null ? null : formatNaira(num(v)!));
const plain = (v: unknown): string | null =>
  v == null
    ? null
    : typeof v === 'string'
      ? v
      : typeof v === 'number' || typeof v === 'boolean'
        ? String(v)
        : JSON.stringify(v);
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The values a record changed, from its details: a status (`from`/`to` texts), an amount or a
 * wallet's balance (`from`/`to` numbers, `fromKobo`/`toKobo`, `wallet_before_kobo` and the balance
 * entered, or the amount paid), or each field of an edit (`from` and `to` objects).
 */
export function auditChanges(r: Pick<AuditRecordFacts, 'action' | 'details'>): AuditChange[] {
  const d = r.details;
  const out: AuditChange[] = [];
  if (num(d.from) != null || num(d.to) != null) {
    // Numbers moved by a record are kobo: a wallet's balance, a charge line, a period's fee.
    out.push({
      label: r.action === 'wallet.set-balance' ? 'Balance' : 'Amount',
      before: money(d.from),
      after: money(d.to),
    });
  } else if (isRecord(d.from) || isRecord(d.to)) {
    const from = isRecord(d.from) ? d.from : {};
    const to = isRecord(d.to) ? d.to : {};
    for (const key of new Set([...Object.keys(from), ...Object.keys(to)])) {
      out.push({ label: key.replace(/_/g, ' '), before: plain(from[key]), after: plain(to[key]) });
    }
  } else if (d.from !== undefined || d.to !== undefined) {
    out.push({ label: 'Status', before: plain(d.from), after: plain(d.to) });
  }
  if (d.fromKobo !== undefined || d.toKobo !== undefined) {
    out.push({ label: 'Amount', before: money(d.fromKobo), after: money(d.toKobo) });
  } else if (num(d.amountKobo) != null) {
    out.push({ label: 'Amount', before: null, after: money(d.amountKobo) });
  }
  const balanceAfter = d.ledger_balance_kobo ?? d.balance_kobo;
  if (d.wallet_before_kobo !== undefined || balanceAfter !== undefined) {
    out.push({ label: 'Balance', before: money(d.wallet_before_kobo), after: money(balanceAfter) });
  }
  return out;
}

/** Who acted, as the trail shows it: the officer with the office, the student with the ID, or System. */
export function auditActorLabel(a: {
  role: string | null;
  position: string | null;
  title: string | null;
  firstName: string | null;
  surname: string | null;
  username: string | null;
}): string {
  if (!a.role) return 'System';
  const name = [a.title, a.firstName, a.surname].filter(Boolean).join(' ');
  if (a.role === 'admin') return `${name} (${a.position})`;
  if (a.role === 'student') return `${name} (student ${a.username})`;
  return `${name} (lecturer)`;
}

/** The check of the trail's outcome, as the database query answers it. */
export type AuditTrailCheck =
  | { complete: true; count: number; since: Date | null }
  | { complete: false; problem: 'removed'; afterSeq: number | null; beforeSeq: number }
  | { complete: false; problem: 'altered'; seq: number; what: string | null; at: Date | null };

/**
 * The sentence of the check: "The audit trail is complete: 1204 records since 2 Sept 2025, 08:00
 * WAT.", "Record 123 (approved the registration form of 65001 … on 23 Nov 2026, 10:15 WAT) was
 * altered.", or "Records after 122 and before 125 were removed.".
 */
export function auditCheckMessage(check: AuditTrailCheck): string {
  if (check.complete) {
    if (check.count === 0) return 'The audit trail is complete: no records yet.';
    const n = check.count === 1 ? '1 record' : `${check.count} records`;
    return `The audit trail is complete: ${n} since ${check.since ? formatWatDateTime(check.since) : '?'}.`;
  }
  if (check.problem === 'removed') {
    return check.afterSeq == null
      ? `Records before ${check.beforeSeq} were removed.`
      : `Records after ${check.afterSeq} and before ${check.beforeSeq} were removed.`;
  }
  const about = [check.what, check.at ? `on ${formatWatDateTime(check.at)}` : null].filter(Boolean).join(' ');
  return `Record ${check.seq}${about ? ` (${about})` : ''} was altered.`;
}
