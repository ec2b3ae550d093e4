import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { insertAssignment, insertPeriodIfAbsent, type UserRow } from '@portal/db';
import {
  CLASS_LIST_MESSAGES,
  type ClassListCoursesResponse,
  type ClassListPrintResponse,
  type ClassListResponse,
  MESSAGES,
  OFFICE_CAPABILITIES,
  passportUploadResponseSchema,
  periodId,
} from '@portal/domain';
import {
  as,
  IN_FREE_WINDOW,
  IN_WEEK_3,
  POSITIONS,
  registeredStudent,
  seedAddDropWorld,
  studentAtAddDrop,
  type AddDropWorld,
  type Student,
} from '../support/add-drop-factories.js';
import { body, createLecturer, createTestContext, type TestContext } from '../support/helpers.js';
import { responseOf } from '../support/responses.js';
import { createRegistrant, PERIOD, PERIOD_ID, sessionFor } from '../support/registration-factories.js';
import { multipartBody } from '../support/upload-helpers.js';

/*
 * Class lists (issue 14; docs/product.md §3.5, docs/decisions/0016-class-lists.md): which
 * registrations and add/drops count, the three tables, and who sees what, on PostgreSQL.
 */

let ctx: TestContext;
let dataDir: string;
let world: AddDropWorld;
/** Lecturer of NTS 612 in the period; another lecturer teaches RES 701 (nobody took it). */
let lecturer: UserRow;
let otherLecturer: UserRow;
const students = {} as Record<
  'registered' | 'droppedFree' | 'droppedLate' | 'added' | 'awaitingDean' | 'approvedNotSubmitted' | 'startedAdd',
  Student
>;

const COURSE = 'NTS 612';
const url = (code = COURSE, period = PERIOD_ID) => `/api/class-lists/${period}/${encodeURIComponent(code)}`;

const nameOf = (s: Student) => s.user.surname;
const names = (rows: ReadonlyArray<{ surname: string }>) => rows.map((r) => r.surname).sort();

async function uploadPassport(student: Student) {
  const data = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#3366aa' } })
    .png()
    .toBuffer();
  const form = multipartBody([{ name: 'passport', filename: 'me.png', contentType: 'image/png', data }]);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/students/me/passport',
    headers: { cookie: student.cookie, ...form.headers },
    payload: form.payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  return responseOf(res, passportUploadResponseSchema).passport_url;
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'portal-class-lists-'));
  ctx = await createTestContext({ DATA_DIR: dataDir });
  world = await seedAddDropWorld(ctx);
  lecturer = world.lecturer;
  otherLecturer = await createLecturer(ctx, { title: 'Rev.' });
  await insertAssignment(ctx.db, { periodId: PERIOD_ID, courseCode: COURSE, facultyId: lecturer.customId });
  await insertAssignment(ctx.db, { periodId: PERIOD_ID, courseCode: 'RES 701', facultyId: otherLecturer.customId });

  // Registered with OTS 611 and NTS 612 (completed), no add/drop.
  students.registered = await registeredStudent(world);
  // Dropped NTS 612 in the free window (no mark), and in week 3 (W); both added HRM 501.
  students.droppedFree = await studentAtAddDrop(world, 'completed');
  ctx.clock.now = IN_WEEK_3;
  students.droppedLate = await studentAtAddDrop(world, 'completed');
  ctx.clock.now = IN_FREE_WINDOW;
  // Registered OTS 611 only, added NTS 612 (completed add/drop).
  students.added = await studentAtAddDrop(world, 'completed', {}, { add: [COURSE] }, { courses: ['OTS 611'] });
  // Not counted: a registration awaiting the dean; an add/drop approved but not submitted (its
  // drop does not count, its registration does); an add/drop only started.
  students.awaitingDean = await registeredStudent(world, {}, { step: 'awaiting dean' });
  students.approvedNotSubmitted = await studentAtAddDrop(world, 'incomplete');
  students.startedAdd = await studentAtAddDrop(world, 'started', {}, { add: [COURSE] }, { courses: ['OTS 611'] });
}, 120_000);

afterAll(async () => {
  await ctx.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('which registrations and add/drops count', () => {
  it('lists completed registrations as registered, and completed add/drops as added and dropped with W/WF', async () => {
    const res = await as(world, lecturer).get(url());
    expect(res.statusCode, res.body).toBe(200);
    const list = body<ClassListResponse>(res).response;
    expect(list.view).toBe('lecturer');
    expect(list.course).toEqual({ code: 'NTS 612', title: 'New Testament Survey', hours: '3' });
    expect(list.period).toEqual({ period_id: PERIOD_ID, semester: PERIOD.semester, session: PERIOD.session });

    // A student who dropped stays in the registered table (admin-faculty-side §4).
    expect(names(list.registered)).toEqual(
      [students.registered, students.droppedFree, students.droppedLate, students.approvedNotSubmitted]
        .map(nameOf)
        .sort(),
    );
    expect(names(list.added)).toEqual([nameOf(students.added)]);
    expect(names(list.dropped)).toEqual([nameOf(students.droppedFree), nameOf(students.droppedLate)].sort());
    if (list.view === 'student') throw new Error('unexpected view');
    const markOf = (s: Student) => list.dropped.find((r) => r.custom_id === s.user.customId)?.mark;
    expect(markOf(students.droppedFree)).toBeNull();
    expect(markOf(students.droppedLate)).toBe('W');
  });

  it('gives every column to the lecturer, in name order', async () => {
    const list = body<ClassListResponse>(await as(world, lecturer).get(url())).response;
    if (list.view !== 'lecturer') throw new Error(`view ${list.view}`);
    expect(list).not.toHaveProperty('lecturer');
    const row = list.registered.find((r) => r.custom_id === students.registered.user.customId)!;
    expect(row).toEqual({
      custom_id: students.registered.user.customId,
      student_id: students.registered.user.username,
      surname: students.registered.user.surname,
      first_name: students.registered.user.firstName,
      other_names: students.registered.user.otherNames,
      gender: 'Female',
      matriculation_number: `JETS/PG/25/OT/${students.registered.user.username}`,
      email: `first.${students.registered.user.username.toLowerCase()}@jets.edu.ng`,
      phone_number: students.registered.user.phoneNumber,
      passport_url: null,
    });
    const order = list.registered.map((r) => `${r.surname} ${r.first_name}`);
    expect(order).toEqual([...order].sort());
  });

  it('answers an empty list for a course nobody took, and 404 for an unknown course or period', async () => {
    const empty = body<ClassListResponse>(await as(world, otherLecturer).get(url('RES 701'))).response;
    expect([empty.registered, empty.added, empty.dropped]).toEqual([[], [], []]);
    const unknown = await as(world, world.staff.ict).get(url('XYZ 999'));
    expect(unknown.statusCode).toBe(404);
    expect(body(unknown).response).toBe(CLASS_LIST_MESSAGES.courseMissing('XYZ 999'));
    expect((await as(world, world.staff.ict).get(url(COURSE, '999999999'))).statusCode).toBe(404);
  });
});

describe('who sees what', () => {
  it('refuses another lecturer, and the lecturer in a period the course is not assigned to them', async () => {
    const other = await as(world, otherLecturer).get(url());
    expect(other.statusCode).toBe(403);
    expect(body(other).response).toBe(CLASS_LIST_MESSAGES.notYourCourse);
    const secondSemester = periodId('2nd', PERIOD.session);
    await insertPeriodIfAbsent(ctx.db, {
      periodId: secondSemester,
      semester: '2nd',
      session: PERIOD.session,
      season: 'regular',
    });
    expect((await as(world, lecturer).get(url(COURSE, secondSemester))).statusCode).toBe(403);
    expect((await as(world, await createLecturer(ctx)).get(url())).statusCode).toBe(403);
  });

  it('shows a student of the course the names only, and the lecturer block', async () => {
    for (const s of [students.registered, students.added]) {
      const res = await s.api.get(url());
      expect(res.statusCode, res.body).toBe(200);
      const list = body<ClassListResponse>(res).response;
      expect(list.view).toBe('student');
      for (const row of [...list.registered, ...list.added, ...list.dropped]) {
        expect(Object.keys(row).sort()).toEqual(['first_name', 'other_names', 'surname']);
      }
      expect(names(list.registered)).toHaveLength(4);
      // Nothing of a classmate but the name: no phone, e-mail, matriculation number, ID or photo.
      for (const other of Object.values(students)) {
        expect(res.body).not.toContain(other.user.phoneNumber!);
        expect(res.body).not.toContain(other.user.username);
        expect(res.body).not.toContain(other.user.customId);
      }
      expect(res.body).not.toMatch(/matriculation|phone_number|"email"|custom_id|student_id|JETS\/PG/);
      if (list.view !== 'student') throw new Error('unexpected view');
      expect(list.lecturer).toEqual({
        title: 'Dr.',
        surname: lecturer.surname,
        first_name: lecturer.firstName,
        other_names: null,
        username: lecturer.username,
        passport_url: null,
      });
    }
  });

  it('shows a student who dropped the course the list they are on, names only (issue 27 §7)', async () => {
    for (const dropped of [students.droppedFree, students.droppedLate]) {
      const res = await ctx.app.inject({ method: 'GET', url: url(), headers: { cookie: dropped.cookie } });
      expect(res.statusCode, res.body).toBe(200);
      const list = body<ClassListResponse>(res).response;
      expect(list.view).toBe('student');
      expect(names(list.dropped)).toContain(nameOf(dropped));
      expect(res.body).not.toContain(students.registered.user.phoneNumber!);
    }
  });

  it('refuses a student who is not on the list: not registered, or not completed', async () => {
    const stranger = await createRegistrant(ctx);
    for (const cookie of [stranger.cookie, students.awaitingDean.cookie, students.startedAdd.cookie]) {
      const res = await ctx.app.inject({ method: 'GET', url: url(), headers: { cookie } });
      expect(res.statusCode, res.body).toBe(403);
      expect(body(res).response).toBe(CLASS_LIST_MESSAGES.notYourClass);
    }
  });

  it('refuses anonymous callers on the list, the print and the CSV', async () => {
    for (const path of [url(), `${url()}/print`, `${url()}/csv`]) {
      const res = await ctx.app.inject({ method: 'GET', url: path });
      expect(res.statusCode, path).toBe(401);
      expect(body(res).response).toBe(MESSAGES.expiredToken);
    }
  });

  it('gives each office with the power the whole list with the lecturer block, and refuses the others', async () => {
    for (const position of POSITIONS) {
      const res = await as(world, world.staff[position]).get(url());
      const allowed = (OFFICE_CAPABILITIES.viewClassLists as readonly string[]).includes(position);
      expect(res.statusCode, position).toBe(allowed ? 200 : 403);
      const print = await as(world, world.staff[position]).get(`${url()}/print`);
      expect(print.statusCode, `${position} print`).toBe(allowed ? 200 : 403);
      if (!allowed) continue;
      const list = body<ClassListResponse>(res).response;
      if (list.view !== 'staff') throw new Error(`view ${list.view}`);
      expect(list.registered).toHaveLength(4);
      expect(list.lecturer?.username).toBe(lecturer.username);
    }
    expect(OFFICE_CAPABILITIES.viewClassLists).not.toContain('porter');
  });

  it('says when no lecturer is assigned (null lecturer)', async () => {
    const list = body<ClassListResponse>(await as(world, world.staff.dean).get(url('OTS 611'))).response;
    if (list.view !== 'staff') throw new Error(`view ${list.view}`);
    expect(list.lecturer).toBeNull();
    expect(list.registered).toHaveLength(6);
  });
});

describe('the staff’s Class Lists screen', () => {
  const coursesUrl = (period = PERIOD_ID) => `/api/class-lists/${period}`;

  it('lists the period’s courses with a class list, their counts and lecturer, for the offices with the power', async () => {
    const res = await as(world, world.staff.registrar).get(coursesUrl());
    expect(res.statusCode, res.body).toBe(200);
    const answer = body<ClassListCoursesResponse>(res).response;
    expect(answer.period).toEqual({ period_id: PERIOD_ID, semester: PERIOD.semester, session: PERIOD.session });
    const byCode = new Map(answer.items.map((i) => [i.code, i]));
    expect(byCode.get(COURSE)).toEqual({
      code: COURSE,
      title: 'New Testament Survey',
      hours: '3',
      registered: 4,
      added: 1,
      dropped: 2,
      lecturer: `Dr. ${lecturer.surname} ${lecturer.firstName}`,
    });
    // A course nobody took is listed when a lecturer teaches it; one without either is not.
    expect(byCode.get('RES 701')).toMatchObject({ registered: 0, added: 0, dropped: 0 });
    expect(byCode.get('RES 701')?.lecturer).toContain(otherLecturer.surname);
    expect(byCode.get('OTS 611')).toMatchObject({ registered: 6, lecturer: null });
    for (const item of answer.items) expect(item.registered + item.added > 0 || item.lecturer !== null).toBe(true);
    const codes = answer.items.map((i) => i.code);
    expect(codes).toEqual([...new Set(codes)]);

    for (const position of POSITIONS) {
      const allowed = (OFFICE_CAPABILITIES.viewClassLists as readonly string[]).includes(position);
      expect((await as(world, world.staff[position]).get(coursesUrl())).statusCode, position).toBe(allowed ? 200 : 403);
    }
    expect((await as(world, world.staff.dean).get(coursesUrl('999999999'))).statusCode).toBe(404);
    expect((await as(world, world.staff.dean).get(coursesUrl('abc'))).statusCode).toBe(400);
  });

  it('refuses lecturers, students and anonymous callers', async () => {
    expect((await as(world, lecturer).get(coursesUrl())).statusCode).toBe(403);
    expect((await students.registered.api.get(coursesUrl())).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: coursesUrl() })).statusCode).toBe(401);
  });
});

describe('print sheets and CSV', () => {
  it('gives the print data to the course’s lecturer and staff, without photos; never to students or other lecturers', async () => {
    const res = await as(world, lecturer).get(`${url()}/print`);
    expect(res.statusCode, res.body).toBe(200);
    const print = body<ClassListPrintResponse>(res).response;
    expect(names(print.registered)).toHaveLength(4);
    expect(print.added.map((r) => r.student_id)).toEqual([students.added.user.username]);
    expect(print.dropped.map((r) => r.mark).sort()).toEqual(['W', null].sort());
    expect(res.body).not.toContain('passport_url');
    expect(print.lecturer?.username).toBe(lecturer.username);

    expect((await students.registered.api.get(`${url()}/print`)).statusCode).toBe(403);
    expect((await as(world, otherLecturer).get(`${url()}/print`)).statusCode).toBe(403);
  });

  it('exports the class list as CSV for the lecturer and staff only', async () => {
    const res = await as(world, lecturer).get(`${url()}/csv`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="class-list-${PERIOD_ID}-NTS-612.csv"`);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toContain('NTS 612 New Testament Survey');
    expect(lines[1]).toBe(
      'Table,Number,Surname,First Name,Other Names,Gender,Student ID,Matriculation Number,E-mail,Phone,W/WF',
    );
    expect(lines).toHaveLength(2 + 4 + 1 + 2);
    expect(lines.filter((l) => l.startsWith('Dropped during Add/Drop')).some((l) => l.endsWith(',W'))).toBe(true);

    expect((await as(world, world.staff.registrar).get(`${url()}/csv`)).statusCode).toBe(200);
    expect((await as(world, world.staff.porter).get(`${url()}/csv`)).statusCode).toBe(403);
    expect((await students.registered.api.get(`${url()}/csv`)).statusCode).toBe(403);
    expect((await as(world, otherLecturer).get(`${url()}/csv`)).statusCode).toBe(403);
  });
});

describe('passport photos follow the class list', () => {
  it('lets the lecturer see the photos of their students, and no other lecturer', async () => {
    const photo = await uploadPassport(students.registered);
    const lecturerList = body<ClassListResponse>(await as(world, lecturer).get(url())).response;
    if (lecturerList.view === 'student') throw new Error('unexpected view');
    expect(lecturerList.registered.find((r) => r.custom_id === students.registered.user.customId)?.passport_url).toBe(
      photo,
    );

    const read = async (viewer: { customId: string }) =>
      ctx.app.inject({ method: 'GET', url: photo, headers: { cookie: await sessionFor(ctx, viewer) } });
    expect((await read(lecturer)).statusCode).toBe(200);
    expect((await read(lecturer)).headers['content-type']).toBe('image/jpeg');
    expect((await read(world.staff.registrar)).statusCode).toBe(200);
    expect((await read(students.registered.user)).statusCode).toBe(200);
    // Not on any of their lists: answered like a missing photo.
    expect((await read(otherLecturer)).statusCode).toBe(404);
    expect((await read(await createLecturer(ctx))).statusCode).toBe(404);
    // Classmates see names only, never one another's photos.
    expect((await read(students.added.user)).statusCode).toBe(404);
  });

  it('keeps the photo of a student who dropped the course visible to its lecturer (the dropped table)', async () => {
    const photo = await uploadPassport(students.droppedLate);
    const res = await ctx.app.inject({
      method: 'GET',
      url: photo,
      headers: { cookie: await sessionFor(ctx, lecturer) },
    });
    expect(res.statusCode).toBe(200);
  });
});
