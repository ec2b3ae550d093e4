import { describe, expect, it } from 'vitest';
import { ADMIN_MENU, OFFICE_CAPABILITIES } from '@portal/domain';
import { paths } from '../../config/paths';
import { adminScreens } from './admin-screens';
import { printScreens } from './faculty-screens';

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
});
