import { OFFICE_CAPABILITIES, type OfficeCapability } from './permissions.js';
import type { AdminPosition, Role } from './roles.js';
import { SCREENS, type ScreenDefinition } from './screens.js';

export interface MenuItem {
  label: string;
  path: string;
}

interface AdminMenuItem extends MenuItem {
  /** Offices that see the entry; `null` means every office. */
  capability: OfficeCapability | null;
}

/*
 * The menus are read from SCREENS: an area's menu is its screens marked `menu`, in the order
 * SCREENS lists them; the label is the screen's (its `menuLabel`, else its title), and an office
 * entry is shown to the offices of the screen's capability. A new screen's menu entry is that
 * one word in its definition.
 */

function menuItem(screen: ScreenDefinition): MenuItem {
  return { label: screen.menuLabel ?? screen.title, path: screen.path };
}

function adminMenuItem(screen: ScreenDefinition): AdminMenuItem {
  return { ...menuItem(screen), capability: screen.capability ?? null };
}

/** The screens of an area marked `menu`, in their order. */
function menuScreens(area: Readonly<Record<string, ScreenDefinition>>): ScreenDefinition[] {
  return Object.values(area).filter((screen) => screen.menu);
}

/** Signed out: the landing page and the ways in, across the areas. */
export const SIGNED_OUT_MENU: MenuItem[] = [
  SCREENS.home,
  SCREENS.student.login,
  SCREENS.student.createProfile,
  SCREENS.faculty.login,
  SCREENS.admin.login,
].map(menuItem);

export const STUDENT_MENU: MenuItem[] = menuScreens(SCREENS.student).map(menuItem);

export const FACULTY_MENU: MenuItem[] = menuScreens(SCREENS.faculty).map(menuItem);

/** Admin-faculty-side §6, in menu order. */
export const ADMIN_MENU: AdminMenuItem[] = menuScreens(SCREENS.admin).map(adminMenuItem);

export function adminMenuFor(position: AdminPosition): MenuItem[] {
  return ADMIN_MENU.filter(
    (item) =>
      item.capability === null || (OFFICE_CAPABILITIES[item.capability] as readonly AdminPosition[]).includes(position),
  ).map(({ label, path }) => ({ label, path }));
}

/** The slide-in menu for a stored session (or none). */
export function menuFor(role: Role | null, position?: AdminPosition | null): MenuItem[] {
  if (role === 'student') return STUDENT_MENU;
  if (role === 'faculty') return FACULTY_MENU;
  if (role === 'admin' && position) return adminMenuFor(position);
  return SIGNED_OUT_MENU;
}
