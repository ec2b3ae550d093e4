import { getTableColumns, sql, type InferSelectModel, type SQL, type Table } from 'drizzle-orm';
import type { Executor } from '../client.js';
import { courseFees, periods } from '../schema/academics.js';
import { registrations } from '../schema/registrations.js';
import { students } from '../schema/students.js';
import { executePrepared } from './prepared.js';

/**
 * A row read as JSON (`row_to_json`, `json_agg`) mapped the way drizzle maps a selected row: the
 * table's own column mappers turn timestamps into Dates, bigints into numbers, and so on.
 */
export function rowFromJson<T extends Table>(table: T, json: Record<string, unknown>): InferSelectModel<T> {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = json[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as InferSelectModel<T>;
}

const parsed = <T>(value: unknown): T => (typeof value === 'string' ? (JSON.parse(value) as T) : (value as T));

type CourseLine = { code: string; title: string; hours: string; year: number };

/**
 * The select list that reads everything a student's registration form in a period is made of:
 * all periods, the student (account and record), the registration, the courses on it in the
 * order picked, the student's agreed rates, the period's course fees, the portal wallet balance
 * and, with `offeredMode`, every available course for that mode. Parsed by `formPiecesOf`.
 */
export function formPiecesColumns(periodId: string, studentId: string, offeredMode?: 'in_person' | 'virtual'): SQL {
  const offered = offeredMode
    ? sql`(select coalesce(json_agg(json_build_object('code', c.code, 'title', c.title, 'hours', c.hours, 'year', c.year)
                                    order by c.year, c.code), '[]'::json)
             from courses c where c.status = 'available' and c.audience in ('both', ${offeredMode}))`
    : sql`null::json`;
  return sql`
      (select coalesce(json_agg(p), '[]'::json) from periods p) as periods,
      (select json_build_object('customId', u.custom_id, 'username', u.username, 'surname', u.surname,
                                'firstName', u.first_name, 'otherNames', u.other_names, 'gender', u.gender,
                                'phoneNumber', u.phone_number, 'modeOfStudy', u.mode_of_study, 'status', u.status,
                                'passportKey', u.passport_key)
         from users u where u.custom_id = ${studentId}) as account,
      (select row_to_json(s) from students s where s.custom_id = ${studentId}) as student,
      (select row_to_json(r) from registrations r where r.period_id = ${periodId} and r.student_id = ${studentId}) as registration,
      (select coalesce(json_agg(json_build_object('code', c.code, 'title', c.title, 'hours', c.hours, 'year', c.year)
                                order by rc.picked_at, c.code), '[]'::json)
         from registration_courses rc
         join registrations r on r.id = rc.registration_id
         join courses c on c.code = rc.course_code
        where r.period_id = ${periodId} and r.student_id = ${studentId}) as courses,
      (select coalesce(json_agg(json_build_object('courseCode', x.course_code, 'ratePerHourKobo', x.rate_per_hour_kobo,
                                                  'hours', x.hours, 'note', x.note)), '[]'::json)
         from special_course_rates x where x.student_id = ${studentId}) as special_rates,
      (select coalesce(json_agg(f), '[]'::json) from course_fees f where f.period_id = ${periodId}) as course_fees,
      (select w.balance_kobo from wallets w where w.owner_id = ${studentId} and w.kind = 'portal' limit 1) as wallet,
      ${offered} as offered`;
}

/** The pieces of a form from a row selected with `formPiecesColumns`. */
export function formPiecesOf(row: Record<string, unknown>) {
  const account = parsed<Record<string, string | null> | null>(row.account);
  const student = parsed<Record<string, unknown> | null>(row.student);
  const registration = parsed<Record<string, unknown> | null>(row.registration);
  const offeredRows = parsed<CourseLine[] | null>(row.offered);
  return {
    periods: parsed<Array<Record<string, unknown>>>(row.periods).map((p) => rowFromJson(periods, p)),
    profile: account
      ? {
          user: account as {
            customId: string;
            username: string;
            surname: string;
            firstName: string;
            otherNames: string | null;
            gender: string;
            phoneNumber: string | null;
            modeOfStudy: string | null;
            status: string;
            passportKey: string | null;
          },
          student: student ? rowFromJson(students, student) : null,
        }
      : undefined,
    registration: registration ? rowFromJson(registrations, registration) : undefined,
    courses: parsed<CourseLine[]>(row.courses),
    specialRates: parsed<Array<{ courseCode: string; ratePerHourKobo: number; hours: number; note: string }>>(
      row.special_rates,
    ),
    courseFees: parsed<Array<Record<string, unknown>>>(row.course_fees).map((f) => rowFromJson(courseFees, f)),
    walletKobo: row.wallet === null || row.wallet === undefined ? undefined : Number(row.wallet),
    offered: offeredRows ?? undefined,
  };
}

export type FormPiecesRow = ReturnType<typeof formPiecesOf>;

/** Everything a student's registration form in a period is made of, in ONE statement (one round trip, one pool connection). */
export async function readRegistrationFormOnce(
  db: Executor,
  periodId: string,
  studentId: string,
  offeredMode?: 'in_person' | 'virtual',
): Promise<FormPiecesRow> {
  const result = await executePrepared(
    db,
    'registration_form',
    sql`select ${formPiecesColumns(periodId, studentId, offeredMode)}`,
  );
  return formPiecesOf((result as unknown as { rows: Array<Record<string, unknown>> }).rows[0]!);
}

type ChargeLevel = 'undergraduate' | 'postgraduate';

/**
 * What starting a registration reads, in ONE statement: the form's pieces (periods, the student,
 * any registration already there) plus the seminary charges of one new/returning × mode table
 * (both levels, in their order) and the departmental charges of the student's department.
 */
export async function readRegistrationStart(
  db: Executor,
  periodId: string,
  studentId: string,
  key: { studentType: 'new' | 'returning'; mode: 'in_person' | 'virtual' },
) {
  const result = await executePrepared(
    db,
    'registration_start',
    sql`select ${formPiecesColumns(periodId, studentId)},
      (select coalesce(json_agg(json_build_object('level', c.level, 'item', c.item, 'amountKobo', c.amount_kobo)
                                order by c.id), '[]'::json)
         from seminary_charges c where c.student_type = ${key.studentType} and c.mode = ${key.mode}) as charges,
      (select coalesce(json_agg(json_build_object('level', d.level, 'amountKobo', d.amount_kobo)), '[]'::json)
         from departmental_charges d join students s on s.department = d.department
        where s.custom_id = ${studentId}) as departmental`,
  );
  const row = (result as unknown as { rows: Array<Record<string, unknown>> }).rows[0]!;
  return {
    ...formPiecesOf(row),
    charges: parsed<Array<{ level: ChargeLevel; item: string; amountKobo: number }>>(row.charges),
    departmental: parsed<Array<{ level: ChargeLevel; amountKobo: number }>>(row.departmental),
  };
}
