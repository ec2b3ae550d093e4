import { and, eq } from 'drizzle-orm';
import type { Executor } from '../client.js';
import { formVerifications, registrations } from '../schema/registrations.js';
import { findRow, firstRow } from './rows.js';

export async function insertFormVerification(db: Executor, row: typeof formVerifications.$inferInsert) {
  await db.insert(formVerifications).values(row);
}

export const findFormVerification = (db: Executor, code: string) =>
  findRow(db, formVerifications, eq(formVerifications.code, code));

/** The verification code of a student's registration form in a period (found by the form number). */
export async function findRegistrationVerification(db: Executor, periodId: string, studentId: string) {
  return firstRow(
    db
      .select({ code: formVerifications.code, formNumber: formVerifications.formNumber })
      .from(formVerifications)
      .innerJoin(
        registrations,
        and(eq(registrations.formNumber, formVerifications.formNumber), eq(formVerifications.kind, 'registration')),
      )
      .where(and(eq(registrations.periodId, periodId), eq(registrations.studentId, studentId)))
      .limit(1),
  );
}

export const findFormVerificationByForm = (
  db: Executor,
  kind: 'registration' | 'add-drop' | 'hostel',
  formNumber: string,
) =>
  findRow(db, formVerifications, and(eq(formVerifications.kind, kind), eq(formVerifications.formNumber, formNumber)));
