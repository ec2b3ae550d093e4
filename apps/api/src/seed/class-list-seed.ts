import { and, asc, eq, like } from 'drizzle-orm';
import {
  findAddDrop,
  findPeriod,
  findUserByUsername,
  listChangedStudentsOfCourse,
  listOfferedCourses,
  listRegistrationCourses,
  registrations,
  users,
  type Database,
  type UserRow,
} from '@portal/db';
import { yearsForLevel } from '@portal/domain';
import {
  addCourse,
  decideAddDrop,
  dropCourse,
  forwardAddDrop,
  startAddDrop,
  submitAddDrop,
} from '../modules/add-drop/index.js';
import { DEMO_OPEN_PERIOD, seedServiceDeps } from './seed-helpers.js';

/**
 * Demo class lists (issue 14): the demo lecturers' courses of the open period (academic seed:
 * HRM 501 to grace.danjuma, OTS 611 to john.bako) get, besides their registered students, a
 * student who dropped the course and one who added it (where a demo registrant may add it), each
 * in a completed add/drop driven through the services the screens use. So a fresh `npm start`
 * shows a class list with all three tables (docs/screens/class-lists.md). Runs after the add/drop
 * seed (add/drop must be open), leaves alone students who already have an add/drop, and does
 * nothing for a course that already has an added and a dropped student.
 */

/** The demo course whose class list has registered, added and dropped students, and its lecturer. */
export const DEMO_CLASS_LIST = { course: 'HRM 501', lecturer: 'grace.danjuma' } as const;
/** The other demo lecturer's course: registered and dropped students. */
export const DEMO_CLASS_LIST_OTHER = { course: 'OTS 611', lecturer: 'john.bako' } as const;

export async function seedDemoClassLists(db: Database, domain: string): Promise<void> {
  const dean = await findUserByUsername(db, `dean@${domain}`);
  if (!dean) return;
  const openPeriod = DEMO_OPEN_PERIOD;
  const period = await findPeriod(db, openPeriod);
  if (!period || period.addDropStatus !== 'opened') return;
  const deps = seedServiceDeps(db);

  /** Demo registrants with a completed registration and no add/drop yet, in Student ID order. */
  async function candidates() {
    const rows = await db
      .select({ user: users, registrationId: registrations.id, level: registrations.currentLevel })
      .from(registrations)
      .innerJoin(users, eq(users.customId, registrations.studentId))
      .where(
        and(eq(registrations.periodId, openPeriod), eq(registrations.status, 'completed'), like(users.username, '65%')),
      )
      .orderBy(asc(users.username));
    const free: Array<{ user: UserRow; level: string; picks: string[] }> = [];
    for (const row of rows) {
      if (await findAddDrop(db, row.registrationId)) continue;
      const picks = (await listRegistrationCourses(db, row.registrationId)).map((c) => c.code);
      free.push({ user: row.user, level: row.level, picks });
    }
    return free;
  }

  /** Start, change, forward, the dean's approval, Submit & Print: a completed add/drop. */
  async function complete(student: UserRow, change: () => Promise<unknown>) {
    await startAddDrop(deps, student, { period_id: openPeriod });
    await change();
    await forwardAddDrop(deps, student, openPeriod);
    await decideAddDrop(deps, dean!, openPeriod, student.customId, {
      decision: 'approve',
      comment: 'Add/Drop approved.',
    });
    await submitAddDrop(deps, student, openPeriod);
  }

  for (const code of [DEMO_CLASS_LIST.course, DEMO_CLASS_LIST_OTHER.course]) {
    const changed = await listChangedStudentsOfCourse(db, openPeriod, code);
    if (!changed.some((c) => c.action === 'add')) {
      // A student of the course's years who did not register it adds it, and drops their last
      // pick so that the credit pays for the course.
      for (const c of await candidates()) {
        if (c.picks.includes(code) || c.picks.length < 2) continue;
        const mode = c.user.modeOfStudy === 'virtual' ? 'virtual' : 'in_person';
        const offered = await listOfferedCourses(db, yearsForLevel(c.level), mode);
        if (!offered.some((o) => o.code === code)) continue;
        const last = c.picks[c.picks.length - 1]!;
        await complete(c.user, async () => {
          await addCourse(deps, c.user, openPeriod, code);
          await dropCourse(deps, c.user, openPeriod, last);
        });
        break;
      }
    }
    if (!changed.some((c) => c.action === 'drop')) {
      // A student who registered the course among others drops it (a credit: always covered).
      const dropper = (await candidates()).find((c) => c.picks.includes(code) && c.picks.length > 1);
      if (dropper) await complete(dropper.user, () => dropCourse(deps, dropper.user, openPeriod, code));
    }
  }
  await deps.background.settle();
}
