import { describe, expect, it } from 'vitest';
import { ADMIN_MENU, OFFICE_CAPABILITIES } from '@portal/domain';
import { paths } from '../../config/paths';
import { screenLoaderFiles } from '../route-loaders';
import { adminScreens } from './admin-screens';
import { facultyScreens, printScreens } from './faculty-screens';
import { studentPublicScreens, studentScreens } from './student-screens';

const a = paths.admin;

describe('screen lists', () => {
  it('give every staff screen an office capability, except the few every office may open', () => {
    const open = [
      a.changePassword,
      a.profile,
      a.semesterRegistration,
      a.awaitingApprovalBare,
      a.assignCoursesBare,
      a.enrollmentStatisticsBare,
    ].map((screen) => screen.path);
    const withoutCapability = [...adminScreens, ...printScreens]
      .filter((screen) => !screen.path.capability)
      .map((screen) => screen.path.path);
    expect(withoutCapability.sort()).toEqual(open.sort());
  });

  it('name only capabilities of the table, and the menu shows each screen to the offices of its capability', () => {
    for (const screen of adminScreens) {
      if (screen.path.capability) expect(OFFICE_CAPABILITIES).toHaveProperty(screen.path.capability);
    }
    for (const item of ADMIN_MENU) {
      const screen = adminScreens.find((entry) => entry.path.path === item.path);
      expect(screen, item.path).toBeDefined();
      expect(item.capability).toBe(screen?.path.capability ?? null);
    }
  });

  it('list each path once', () => {
    const listed = [...adminScreens, ...printScreens].map((screen) => screen.path.path);
    expect(new Set(listed).size).toBe(listed.length);
  });

  it('give every data key exactly one loader, and every loader a screen that reads it', () => {
    const screens = [...studentPublicScreens, ...studentScreens, ...adminScreens, ...facultyScreens, ...printScreens];
    const read = new Set(screens.flatMap((screen) => (screen.data ? [screen.data] : [])));
    const files = Object.entries(screenLoaderFiles);
    expect(files.length).toBeGreaterThan(0);
    for (const [file, loaders] of files) expect(loaders, `${file} exports screenLoaders`).toBeTypeOf('object');
    const keys = files.flatMap(([, loaders]) => Object.keys(loaders));
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
    expect([...keys].sort()).toEqual([...read].sort());
  });
});
