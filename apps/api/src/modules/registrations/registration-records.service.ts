import {
  deleteSpecialRate,
  findAddDrop,
  findCourse,
  findFormVerification,
  findHostelApplication,
  findPeriod,
  findRegistration,
  findStudentProfile,
  findUserByUsername,
  insertSpecialRate,
  listAddDropChanges,
  listAddDropStatusesOfStudent,
  listHostelApplicationsOfStudent,
  listRegistrationCourses,
  listRegistrationsOfStudent,
  listSpecialRatesPage,
  lockPeriod,
  recordAudit,
  setPeriodAffiliationFee,
  type UserRow,
} from '@portal/db';
import {
  ADD_DROP_STATUS_LABELS,
  HOSTEL_APPLICATION_STATUS_LABELS,
  maskedStudentId,
  nairaToKobo,
  REGISTRATION_STATUS_LABELS,
  type CreateSpecialRateInput,
  type PrintOutsResponse,
  type RegisteredCoursesResponse,
  type SpecialRatesResponse,
  type VerificationResponse,
  periodTitle,
  specialRateAmountKobo,
  REGISTRATION_MESSAGES,
} from '@portal/domain';
import { AppError, notFound } from '../../lib/errors.js';
import type { DbDeps } from '../../lib/service-deps.js';
import { fullNameOf } from './registration-views.js';
import { periodHeaderOf } from '../workflow/index.js';

/** /student/print-outs: every registration of the student with its statuses. */
export async function listPrintOuts(deps: DbDeps, student: UserRow): Promise<PrintOutsResponse> {
  const [rows, addDrops, hostels] = await Promise.all([
    listRegistrationsOfStudent(deps.db, student.customId),
    listAddDropStatusesOfStudent(deps.db, student.customId),
    listHostelApplicationsOfStudent(deps.db, student.customId),
  ]);
  const addDropOf = new Map(addDrops.map((a) => [a.periodId, a.status]));
  const hostelStatus = new Map(hostels.map((h) => [h.periodId, h.status]));
  return {
    items: rows.map((r) => ({
      ...periodHeaderOf(r),
      level: r.currentLevel,
      registration_status: r.status,
      registration_status_label: REGISTRATION_STATUS_LABELS[r.status],
      // The add/drop status as stored (the web shows ADD_DROP_STATUS_LABELS); null without one.
      add_drop_status: addDropOf.get(r.periodId) ?? null,
      // The hostel application’s status (complete: the proof can be printed); null without one.
      hostel_status: hostelStatus.get(r.periodId) ?? null,
      can_print: r.status === 'completed',
    })),
  };
}

/**
 * /student/my-registered-courses/{periodId}/{customId}: the courses on the student's form; after
 * a completed add/drop, dropped courses are marked (with W or WF) and added ones listed after them.
 */
export async function registeredCourses(
  deps: DbDeps,
  student: UserRow,
  periodId: string,
): Promise<RegisteredCoursesResponse> {
  const [period, registration] = await Promise.all([
    findPeriod(deps.db, periodId),
    findRegistration(deps.db, periodId, student.customId),
  ]);
  if (!period || !registration) throw new AppError('NOT_FOUND', REGISTRATION_MESSAGES.noOwnRegistration);
  const [courses, addDrop, changes] = await Promise.all([
    listRegistrationCourses(deps.db, registration.id),
    findAddDrop(deps.db, registration.id),
    listAddDropChanges(deps.db, registration.id),
  ]);
  const applied = addDrop?.status === 'completed' ? changes : [];
  const dropped = new Map(applied.filter((c) => c.action === 'drop').map((c) => [c.code, c.mark]));
  return {
    period: periodHeaderOf(period),
    status: registration.status,
    status_label: REGISTRATION_STATUS_LABELS[registration.status],
    courses: [
      ...courses.map((c) => ({
        code: c.code,
        title: c.title,
        hours: c.hours,
        dropped: dropped.has(c.code),
        mark: dropped.get(c.code) ?? null,
      })),
      ...applied
        .filter((c) => c.action === 'add')
        .map((c) => ({ code: c.code, title: c.title, hours: c.hours, dropped: false, mark: null })),
    ],
  };
}

const KIND_LABELS = {
  registration: 'Semester Registration Form',
  'add-drop': 'Add/Drop Form',
  hostel: 'Proof of Hostel Allocation',
};

/**
 * The public verification page behind a printed form's QR code: only what is needed to check
 * the form. An unknown or altered code is answered as not genuine.
 */
export async function verifyForm(deps: DbDeps, code: string): Promise<VerificationResponse> {
  const notGenuine: VerificationResponse = {
    genuine: false,
    message:
      'This code does not match any form issued by the portal. The form may have been altered: contact the Registry or the Bursary.',
  };
  const record = await findFormVerification(deps.db, code);
  if (!record) return notGenuine;
  const [period, profile] = await Promise.all([
    findPeriod(deps.db, record.periodId),
    findStudentProfile(deps.db, record.studentId),
  ]);
  if (!period || !profile) return notGenuine;
  let status = 'Completed';
  let date: string | null = null;
  if (record.kind === 'registration') {
    const registration = await findRegistration(deps.db, record.periodId, record.studentId);
    if (!registration || registration.formNumber !== record.formNumber) return notGenuine;
    status = REGISTRATION_STATUS_LABELS[registration.status];
    date = registration.completedAt?.toISOString() ?? null;
  }
  if (record.kind === 'hostel') {
    const application = await findHostelApplication(deps.db, record.periodId, record.studentId);
    if (!application || application.formNumber !== record.formNumber) return notGenuine;
    status = HOSTEL_APPLICATION_STATUS_LABELS[application.status];
    date = application.allocatedAt?.toISOString() ?? null;
  }
  if (record.kind === 'add-drop') {
    const registration = await findRegistration(deps.db, record.periodId, record.studentId);
    const addDrop = registration ? await findAddDrop(deps.db, registration.id) : undefined;
    if (!addDrop || addDrop.formNumber !== record.formNumber) return notGenuine;
    status = ADD_DROP_STATUS_LABELS[addDrop.status];
    date = addDrop.completedAt?.toISOString() ?? null;
  }
  return {
    genuine: true,
    kind: record.kind,
    kind_label: KIND_LABELS[record.kind],
    form_number: record.formNumber,
    full_name: fullNameOf(profile.user),
    student_id: maskedStudentId(profile.user.username),
    programme: profile.student?.programme ?? null,
    period: periodTitle(period),
    status,
    date,
  };
}

export const SPECIAL_RATES_PAGE_SIZE = 50;

export async function listSpecialRates(
  deps: DbDeps,
  query: { page: number; q: string },
): Promise<SpecialRatesResponse> {
  const { rows, total } = await listSpecialRatesPage(deps.db, {
    q: query.q,
    limit: SPECIAL_RATES_PAGE_SIZE,
    offset: (query.page - 1) * SPECIAL_RATES_PAGE_SIZE,
  });
  return {
    items: rows.map((r) => ({
      id: r.id,
      student_id: r.studentId,
      full_name: fullNameOf(r),
      course_code: r.courseCode,
      course_title: r.courseTitle,
      rate_per_hour_kobo: r.ratePerHourKobo,
      hours: r.hours,
      amount_kobo: specialRateAmountKobo(r),
      note: r.note,
    })),
    total,
    page: query.page,
    page_size: SPECIAL_RATES_PAGE_SIZE,
  };
}

export const SPECIAL_RATE_MESSAGES = {
  created: 'Action was carried out successfully!',
  deleted: 'Action was carried out successfully!',
  duplicate: 'This student already has an agreed rate for this course.',
  noStudent: 'No student has this Student ID.',
  noCourse: 'No course has this code.',
} as const;

export async function createSpecialRate(deps: DbDeps, officer: UserRow, input: Required<CreateSpecialRateInput>) {
  const code = String(input.course_code).trim().replace(/\s+/g, ' ').toUpperCase();
  const [student, course] = await Promise.all([
    findUserByUsername(deps.db, String(input.student_id)),
    findCourse(deps.db, code),
  ]);
  if (!student || student.role !== 'student') throw new AppError('NOT_FOUND', SPECIAL_RATE_MESSAGES.noStudent);
  if (!course) throw new AppError('NOT_FOUND', SPECIAL_RATE_MESSAGES.noCourse);
  const rateKobo = nairaToKobo(Number(input.rate));
  return deps.db.transaction(async (tx) => {
    const row = await insertSpecialRate(tx, {
      studentId: student.customId,
      courseCode: course.code,
      ratePerHourKobo: rateKobo,
      hours: Number(input.hours),
      note: String(input.note ?? ''),
      createdBy: officer.customId,
    });
    if (!row) throw new AppError('CONFLICT', SPECIAL_RATE_MESSAGES.duplicate);
    await recordAudit(tx, {
      actorId: officer.customId,
      action: 'special-rate.create',
      entity: 'special-rate',
      entityId: String(row.id),
      details: { student: student.username, course: course.code, rate_per_hour_kobo: rateKobo, hours: row.hours },
    });
    return { message: SPECIAL_RATE_MESSAGES.created };
  });
}

export async function removeSpecialRate(deps: DbDeps, officer: UserRow, id: number) {
  return deps.db.transaction(async (tx) => {
    const row = await deleteSpecialRate(tx, id);
    if (!row) throw notFound();
    await recordAudit(tx, {
      actorId: officer.customId,
      action: 'special-rate.delete',
      entity: 'special-rate',
      entityId: String(id),
      details: { student_id: row.studentId, course: row.courseCode, rate_per_hour_kobo: row.ratePerHourKobo },
    });
    return { message: SPECIAL_RATE_MESSAGES.deleted };
  });
}

/** The affiliation fee of a period (charged to registrations that answered yes; ict, bursar). */
export async function setAffiliationFee(deps: DbDeps, officer: UserRow, periodId: string, amountNaira: number) {
  const amountKobo = nairaToKobo(amountNaira);
  return deps.db.transaction(async (tx) => {
    const period = await lockPeriod(tx, periodId);
    if (!period) throw notFound();
    await setPeriodAffiliationFee(tx, periodId, amountKobo);
    await recordAudit(tx, {
      actorId: officer.customId,
      action: 'period.set-affiliation-fee',
      entity: 'period',
      entityId: periodId,
      details: { from: period.affiliationFeeKobo, to: amountKobo },
    });
    return { message: 'Action was carried out successfully!', affiliation_fee_kobo: amountKobo };
  });
}
