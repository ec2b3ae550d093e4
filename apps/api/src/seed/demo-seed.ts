import {
  findDownloadByTitle,
  findLibraryResources,
  findStudentByCustomId,
  findUserByUsername,
  insertDownload,
  insertStudent,
  insertStudentWallets,
  insertUser,
  recordAudit,
  upsertLibraryResources,
  type Database,
  type NewStudentRow,
  type NewUserRow,
} from '@portal/db';
import {
  matriculationNumber,
  studentEmail,
  type AdminPosition,
  type ProgrammeCategory,
  type StudentStatus,
} from '@portal/domain';
import type { PasswordHasher } from '../lib/password-hasher.js';
import { newCustomId } from '../lib/tokens.js';
import { seedAcademicSetup } from './academic-seed.js';
import { seedDemoRegistrations } from './registration-seed.js';
import { seedDemoAddDrops } from './add-drop-seed.js';
import { seedDemoReceipts } from './receipts-seed.js';
import { seedDemoHostels } from './hostel-seed.js';
import { seedDemoTopUps } from './top-ups-seed.js';
import { seedDemoBankTransfers } from './bank-transfers-seed.js';
import { seedDemoClassLists } from './class-list-seed.js';

/** Demo mode only: a password every demo account shares, printed at start and in the README. */
export const DEMO_PASSWORD = 'demo-pass-2026';

/** The demo ict account: its presence marks a database as a demo database. */
export function demoMarkerUsername(domain: string): string {
  return `ict@${domain}`;
}

export interface DemoLogin {
  portal: 'student' | 'admin' | 'faculty';
  username: string;
  password: string;
  note: string;
}

const STAFF: Array<{ position: AdminPosition; username: string; surname: string; firstName: string }> = [
  { position: 'ict', username: 'ict@{domain}', surname: 'OKAFOR', firstName: 'Daniel' },
  { position: 'bursar', username: 'bursar@{domain}', surname: 'ADAMU', firstName: 'Ruth' },
  { position: 'auditor', username: 'auditor@{domain}', surname: 'GYANG', firstName: 'Peter' },
  { position: 'assistant bursar', username: 'assistant.bursar@{domain}', surname: 'MUSA', firstName: 'Esther' },
  { position: 'registrar', username: 'registrar@{domain}', surname: 'DANLADI', firstName: 'Samuel' },
  { position: 'dean', username: 'dean@{domain}', surname: 'BITRUS', firstName: 'Joseph' },
  { position: 'porter', username: 'porter@{domain}', surname: 'YAKUBU', firstName: 'Emmanuel' },
];

const LECTURERS = [
  { title: 'Rev. Dr.', surname: 'BAKO', firstName: 'John', gender: 'Male' as const, phone: '08031234567' },
  { title: 'Dr.', surname: 'DANJUMA', firstName: 'Grace', gender: 'Female' as const, phone: '08039876543' },
];

const STUDENTS: Array<{
  username: string;
  status: StudentStatus;
  surname: string;
  firstName: string;
  gender: 'Female' | 'Male';
  mode: 'in_person' | 'virtual';
}> = [
  {
    username: '64001',
    status: 'change password',
    surname: 'AUDU',
    firstName: 'Blessing',
    gender: 'Female',
    mode: 'in_person',
  },
  {
    username: '64002',
    status: 'complete profile',
    surname: 'EZE',
    firstName: 'Michael',
    gender: 'Male',
    mode: 'in_person',
  },
  {
    username: '64003',
    status: 'upload passport',
    surname: 'IBRAHIM',
    firstName: 'Hannah',
    gender: 'Female',
    mode: 'virtual',
  },
  { username: '64004', status: 'complete', surname: 'JOHNSON', firstName: 'David', gender: 'Male', mode: 'in_person' },
];

type DemoRecord = Omit<NewStudentRow, 'customId' | 'email' | 'matriculationNumber'>;

/** Student records of the demo students past Complete Profile (consistent with their accounts). */
const STUDENT_RECORDS: Record<string, DemoRecord> = {
  '64003': {
    ledgerNumber: 'JETS/L/2024/0003',
    dateOfBirth: '1996-03-14',
    stateOfOrigin: 'Kaduna',
    countryOfOrigin: 'Nigeria',
    denomination: 'ECWA',
    localChurch: 'ECWA Church Sabon Tasha',
    nameOfPastor: 'Rev. Musa Bako',
    workFulltime: 'yes',
    ministry: 'Children ministry',
    yearOfAdmission: 2024,
    programmeCategory: 'Bachelor of Arts Programme',
    programme: 'BA in Theology (Pastoral Studies)',
    faculty: 'Faculty of Practical Theology',
    department: 'Pastoral Studies',
    affiliationStatus: 'yes',
    specialStudentCategory: null,
  },
  '64004': {
    ledgerNumber: 'JETS/L/2024/0004',
    dateOfBirth: '1988-11-02',
    stateOfOrigin: 'Plateau',
    countryOfOrigin: 'Nigeria',
    denomination: 'Non-ECWA',
    localChurch: 'COCIN Church Rayfield',
    nameOfPastor: 'Rev. Dr. Pam Dung',
    workFulltime: 'no',
    ministry: 'Youth pastor',
    yearOfAdmission: 2024,
    programmeCategory: 'Masters Programme',
    programme: 'MA in Old Testament',
    faculty: 'Faculty of Biblical Studies',
    department: 'Old Testament',
    affiliationStatus: 'no',
    specialStudentCategory: null,
  },
};

const DEMO_DOWNLOADS = [
  { title: 'School Calendar', url: 'https://jets.edu.ng/school-calendar' },
  { title: 'Course Listings', url: 'https://jets.edu.ng/course-listings' },
  { title: 'Timetable', url: 'https://jets.edu.ng/timetable' },
  { title: 'Quick Survey', url: 'https://jets.edu.ng/quick-survey' },
];

/**
 * The library page's instruction reaches lecturers too (/faculty/library-resources), so it names
 * no student's address (issue 15). A demo database seeded with the earlier text gets this one.
 */
const EARLIER_DEMO_LIBRARY_INSTRUCTION =
  'Sign in to the e-library with your student e-mail address. Ask the library desk for help.';
const DEMO_LIBRARY = {
  instruction: 'Sign in to the e-library with your JETS e-mail address. Ask the library desk for help.',
  html: [
    '<h2>E-library</h2>',
    '<p>Students and lecturers of JETS have access to these resources:</p>',
    '<ul>',
    '<li><a href="https://jets.edu.ng/library" target="_blank" rel="noopener noreferrer">JETS Library catalogue</a></li>',
    '<li><a href="https://www.ebsco.com" target="_blank" rel="noopener noreferrer">EBSCO theological databases</a></li>',
    '<li><a href="https://www.globethics.net" target="_blank" rel="noopener noreferrer">Globethics library</a></li>',
    '</ul>',
    '<p>Questions: <a href="mailto:library@jets.edu.ng" target="_blank" rel="noopener noreferrer">library@jets.edu.ng</a></p>',
  ].join(''),
};

/** Demo student records, wallets, downloads and the library page; each created once. */
async function seedDemoContent(db: Database, domain: string): Promise<void> {
  for (const [username, record] of Object.entries(STUDENT_RECORDS)) {
    const user = await findUserByUsername(db, username);
    if (!user || user.role !== 'student' || (await findStudentByCustomId(db, user.customId))) continue;
    await db.transaction(async (tx) => {
      await insertStudent(tx, {
        ...record,
        customId: user.customId,
        email: studentEmail(user.firstName, user.username, user.modeOfStudy ?? 'in_person', { domain }),
        matriculationNumber: matriculationNumber({
          category: record.programmeCategory as ProgrammeCategory,
          programme: record.programme,
          yearOfAdmission: record.yearOfAdmission,
          studentId: user.username,
        }),
      });
      await insertStudentWallets(tx, user.customId);
      await recordAudit(tx, { actorId: null, action: 'seed.demo-student', entity: 'student', entityId: user.customId });
    });
  }
  for (const [index, link] of DEMO_DOWNLOADS.entries()) {
    if (await findDownloadByTitle(db, link.title)) continue;
    await db.transaction(async (tx) => {
      const row = await insertDownload(tx, { title: link.title, kind: 'link', url: link.url, sortOrder: index });
      await recordAudit(tx, {
        actorId: null,
        action: 'seed.demo-download',
        entity: 'download',
        entityId: String(row.id),
      });
    });
  }
  const library = await findLibraryResources(db);
  if (!library) {
    await db.transaction(async (tx) => {
      await upsertLibraryResources(tx, { ...DEMO_LIBRARY, updatedBy: null });
      await recordAudit(tx, { actorId: null, action: 'seed.demo-library-resources', entity: 'library_resources' });
    });
  } else if (library.instruction === EARLIER_DEMO_LIBRARY_INSTRUCTION) {
    await db.transaction(async (tx) => {
      await upsertLibraryResources(tx, {
        instruction: DEMO_LIBRARY.instruction,
        html: library.html,
        updatedBy: library.updatedBy,
      });
      await recordAudit(tx, { actorId: null, action: 'seed.demo-library-instruction', entity: 'library_resources' });
    });
  }
}

/**
 * Loads the demo data. Idempotent: an account that already exists is left as it is.
 * Returns the demo logins to print.
 */
export async function seedDemo(db: Database, hasher: PasswordHasher, domain: string): Promise<DemoLogin[]> {
  const passwordHash = await hasher.hash(DEMO_PASSWORD);
  const logins: DemoLogin[] = [];
  const ensure = async (row: Omit<NewUserRow, 'customId' | 'passwordHash'>) => {
    const existing = await findUserByUsername(db, row.username);
    if (existing) return;
    await db.transaction(async (tx) => {
      const user = await insertUser(tx, { ...row, customId: newCustomId(), passwordHash });
      await recordAudit(tx, { actorId: null, action: 'seed.demo-user', entity: 'user', entityId: user.customId });
    });
  };

  for (const s of STAFF) {
    const username = s.username.replace('{domain}', domain);
    await ensure({
      username,
      role: 'admin',
      adminPosition: s.position,
      status: 'active',
      surname: s.surname,
      firstName: s.firstName,
      gender: null,
      phoneNumber: null,
    });
    logins.push({ portal: 'admin', username, password: DEMO_PASSWORD, note: `office: ${s.position}` });
  }
  for (const l of LECTURERS) {
    const username = `${l.firstName}.${l.surname}@${domain}`.toLowerCase();
    await ensure({
      username,
      role: 'faculty',
      status: 'active',
      title: l.title,
      surname: l.surname,
      firstName: l.firstName,
      gender: l.gender,
      phoneNumber: l.phone,
    });
    logins.push({ portal: 'faculty', username, password: DEMO_PASSWORD, note: `lecturer: ${l.title} ${l.surname}` });
  }
  for (const s of STUDENTS) {
    await ensure({
      username: s.username,
      role: 'student',
      status: s.status,
      surname: s.surname,
      firstName: s.firstName,
      gender: s.gender,
      phoneNumber: '0803' + s.username + '00',
      modeOfStudy: s.mode,
    });
    logins.push({ portal: 'student', username: s.username, password: DEMO_PASSWORD, note: `status: ${s.status}` });
  }
  await seedDemoContent(db, domain);
  await seedAcademicSetup(db, domain);
  for (const r of await seedDemoRegistrations(db, domain, passwordHash)) {
    logins.push({ portal: 'student', username: r.username, password: DEMO_PASSWORD, note: r.note });
  }
  // Before the receipts seed: the add/drop students' bursary credits become receipts with the others'.
  for (const r of await seedDemoAddDrops(db, domain, passwordHash)) {
    logins.push({ portal: 'student', username: r.username, password: DEMO_PASSWORD, note: r.note });
  }
  await seedDemoClassLists(db, domain);
  await seedDemoReceipts(db, domain);
  await seedDemoHostels(db, domain);
  await seedDemoTopUps(db);
  await seedDemoBankTransfers(db, domain);
  return logins;
}

export function formatDemoLogins(logins: DemoLogin[]): string {
  const lines = ['Demo logins (demo mode only; password for every account: ' + DEMO_PASSWORD + ')'];
  for (const l of logins) lines.push(`  ${l.portal.padEnd(8)} ${l.username.padEnd(32)} ${l.note}`);
  return lines.join('\n');
}
