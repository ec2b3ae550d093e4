import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertStudent } from '@portal/db';
import {
  activeStudentPageSchema,
  OFFICE_CAPABILITIES,
  type ProgrammeCategory,
  type StudentStatus,
} from '@portal/domain';
import {
  body,
  createLecturer,
  createStaff,
  createStudent,
  createTestContext,
  signIn,
  type TestContext,
} from '../support/helpers.js';
import { responseOf } from '../support/responses.js';

let ctx: TestContext;
let registrar: string;

let seq = 0;
async function addStudent(spec: {
  surname: string;
  firstName: string;
  gender: 'Female' | 'Male';
  category: ProgrammeCategory;
  programme: string;
  denomination?: 'ECWA' | 'Non-ECWA';
  country?: string;
  status?: StudentStatus;
  phone?: string;
}) {
  seq++;
  const user = await createStudent(ctx, spec.status ?? 'complete', {
    username: String(80000 + seq),
    surname: spec.surname,
    firstName: spec.firstName,
    gender: spec.gender,
    phoneNumber: spec.phone ?? `0803000${String(seq).padStart(4, '0')}`,
  });
  await insertStudent(ctx.db, {
    customId: user.customId,
    ledgerNumber: `JETS/L/2025/${String(seq).padStart(4, '0')}`,
    dateOfBirth: '1990-01-01',
    email: `${spec.firstName.toLowerCase().replace(/\W/g, '')}.${80000 + seq}@jets.edu.ng`,
    matriculationNumber: `JETS/X/25/${seq}`,
    stateOfOrigin: 'Plateau',
    countryOfOrigin: spec.country ?? 'Nigeria',
    denomination: spec.denomination ?? 'ECWA',
    localChurch: 'ECWA Church',
    nameOfPastor: 'Rev. A',
    workFulltime: 'no',
    ministry: 'Youth',
    yearOfAdmission: 2025,
    programmeCategory: spec.category,
    programme: spec.programme,
    faculty: null,
    department: null,
    affiliationStatus: 'no',
  });
  return user;
}

beforeAll(async () => {
  ctx = await createTestContext();
  registrar = await signIn(ctx, await createStaff(ctx, 'registrar'));
  // A known data set: 7 active students, one not yet complete, two lecturers (one inactive).
  await addStudent({
    surname: 'ADAMU',
    firstName: 'Ruth',
    gender: 'Female',
    category: 'Master of Divinity Programme',
    programme: 'Master of Divinity (Pastoral Studies)',
  });
  await addStudent({
    surname: 'BALA',
    firstName: 'John',
    gender: 'Male',
    category: 'Masters Programme',
    programme: 'MA in Old Testament',
    denomination: 'Non-ECWA',
    country: 'Ghana',
  });
  await addStudent({
    surname: 'CHUKWU',
    firstName: 'Ada',
    gender: 'Female',
    category: 'Masters Programme',
    programme: 'MA in New Testament',
  });
  await addStudent({
    surname: 'DAUDA',
    firstName: 'Musa',
    gender: 'Male',
    category: 'PGDT Programme',
    programme: 'Post-Graduate Diploma of Theology',
    country: 'Cameroon',
  });
  await addStudent({
    surname: 'EKE',
    firstName: 'Grace',
    gender: 'Female',
    category: 'Bachelor of Arts Programme',
    programme: 'BA in Theology (Pastoral Studies)',
    denomination: 'Non-ECWA',
  });
  await addStudent({
    surname: '=HACK',
    firstName: 'Formula, "Quoted"',
    gender: 'Male',
    category: 'Bachelor of Arts Programme',
    programme: 'BA in Theology (Youth Ministry)',
    phone: '+2348030000000',
  });
  await addStudent({
    surname: 'GOJE',
    firstName: 'Line\nBreak',
    gender: 'Female',
    category: 'Diploma Programme',
    programme: 'Diploma of Theology (Biblical Studies)',
  });
  await addStudent({
    surname: 'ZZPENDING',
    firstName: 'Not',
    gender: 'Male',
    category: 'Diploma Programme',
    programme: 'Diploma of Theology (Biblical Studies)',
    status: 'upload passport',
  });
  await createLecturer(ctx);
  await createLecturer(ctx, { status: 'inactive' });
});
afterAll(async () => {
  await ctx.close();
});

const page = async (query: string, cookie = registrar) => {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/active-students${query}`, headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return responseOf(res, activeStudentPageSchema);
};

describe('dashboard', () => {
  it('counts the known data set', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/dashboard', headers: { cookie: registrar } });
    expect(res.statusCode).toBe(200);
    expect(body(res).response).toEqual({
      counts: {
        'active students': 7,
        female: 4,
        male: 3,
        faculty: 1,
        international: 2,
        ECWA: 5,
        'Non-ECWA': 2,
        MDiv: 1,
        MA: 2,
        PGDT: 1,
        BA: 2,
        Diploma: 1,
      },
    });
  });

  it('is for the dashboard offices only', async () => {
    for (const position of ['porter'] as const) {
      const cookie = await signIn(ctx, await createStaff(ctx, position));
      const res = await ctx.app.inject({ method: 'GET', url: '/api/dashboard', headers: { cookie } });
      expect(res.statusCode).toBe(403);
    }
    expect(OFFICE_CAPABILITIES.viewDashboard).not.toContain('porter');
  });
});

describe('active students', () => {
  it('lists every active student by surname, filtered by a dashboard figure', async () => {
    const all = await page('');
    expect(all.total).toBe(7);
    expect(all.page_size).toBe(50);
    expect(all.items.map((r) => r.full_name)).toEqual([
      '=HACK Formula, "Quoted"',
      'ADAMU Ruth',
      'BALA John',
      'CHUKWU Ada',
      'DAUDA Musa',
      'EKE Grace',
      'GOJE Line\nBreak',
    ]);
    expect((await page('?filter=female')).items.map((r) => r.full_name.split(' ')[0])).toEqual([
      'ADAMU',
      'CHUKWU',
      'EKE',
      'GOJE',
    ]);
    expect((await page('?filter=MA')).items.map((r) => r.full_name.split(' ')[0])).toEqual(['BALA', 'CHUKWU']);
    expect((await page('?filter=international')).total).toBe(2);
    expect((await page('?filter=Non-ECWA')).total).toBe(2);
    expect((await page('?filter=MDiv')).items[0]!.programme_category).toBe('Master of Divinity Programme');
    const bad = await ctx.app.inject({
      method: 'GET',
      url: '/api/active-students?filter=faculty',
      headers: { cookie: registrar },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('searches by name, Student ID, ledger or matriculation number', async () => {
    expect((await page('?q=chukwu')).items.map((r) => r.full_name)).toEqual(['CHUKWU Ada']);
    expect((await page('?q=musa%20dauda')).items.map((r) => r.full_name)).toEqual(['DAUDA Musa']);
    expect((await page('?q=80002')).items.map((r) => r.full_name)).toEqual(['BALA John']);
    expect((await page('?q=JETS/L/2025/0005')).items.map((r) => r.full_name)).toEqual(['EKE Grace']);
    expect((await page('?q=JETS/X/25/1')).items.map((r) => r.full_name)).toEqual(['ADAMU Ruth']);
    expect((await page('?q=zzpending')).total).toBe(0);
    expect((await page('?q=chukwu&filter=male')).total).toBe(0);
  });

  it('pages 50 at a time', async () => {
    for (let i = 0; i < 50; i++) {
      await addStudent({
        surname: `PAGE${String(i).padStart(2, '0')}`,
        firstName: 'P',
        gender: 'Male',
        category: 'Diploma Programme',
        programme: 'Diploma of Theology (Biblical Studies)',
      });
    }
    const first = await page('');
    expect(first.total).toBe(57);
    expect(first.items).toHaveLength(50);
    const second = await page('?page=2');
    expect(second.items).toHaveLength(7);
    expect(second.items[0]!.number).toBe(51);
    expect(new Set([...first.items, ...second.items].map((r) => r.student_id)).size).toBe(57);
  });

  it('exports every matching row as CSV, escaped and guarded against formulas', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/active-students.csv?filter=BA',
      headers: { cookie: registrar },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="active-students.csv"');
    const text = res.body.replace(/^\uFEFF/, '');
    const lines = text.split('\r\n');
    expect(lines[0]).toBe(
      'Number,Student ID,Full Name,Gender,Programme,Programme Category,Ledger Number,Matriculation Number,Phone Number,Email',
    );
    expect(lines[1]).toBe(
      `1,80006,"'=HACK Formula, ""Quoted""",Male,BA in Theology (Youth Ministry),Bachelor of Arts Programme,JETS/L/2025/0006,JETS/X/25/6,'+2348030000000,formulaquoted.80006@jets.edu.ng`,
    );
    expect(lines[2]).toMatch(/^2,80005,EKE Grace,Female,/);
    expect(lines[3]).toBe('');
    expect(lines).toHaveLength(4);

    const all = await ctx.app.inject({
      method: 'GET',
      url: '/api/active-students.csv?filter=female',
      headers: { cookie: registrar },
    });
    expect(all.body).toContain('"GOJE Line\nBreak"');
    const everything = await ctx.app.inject({
      method: 'GET',
      url: '/api/active-students.csv',
      headers: { cookie: registrar },
    });
    // header + 57 rows, one of them spanning two physical lines
    expect(
      everything.body
        .replace(/^\uFEFF/, '')
        .split('\r\n')
        .filter(Boolean),
    ).toHaveLength(58);
  });
});
