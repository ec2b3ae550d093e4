import { insertUser, findUserByUsername, recordAudit, type Database, type NewUserRow } from '@portal/db';
import type { AdminPosition, StudentStatus } from '@portal/domain';
import type { PasswordHasher } from '../lib/password-hasher.js';
import { newCustomId } from '../lib/tokens.js';

/** Demo mode only: a password every demo account shares, printed at start and in the README. */
export const DEMO_PASSWORD = 'demo-pass-2026';

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
  return logins;
}

export function formatDemoLogins(logins: DemoLogin[]): string {
  const lines = ['Demo logins (demo mode only; password for every account: ' + DEMO_PASSWORD + ')'];
  for (const l of logins) lines.push(`  ${l.portal.padEnd(8)} ${l.username.padEnd(32)} ${l.note}`);
  return lines.join('\n');
}
