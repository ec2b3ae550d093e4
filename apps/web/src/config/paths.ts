/**
 * Every URL of the web app, in one place (GUIDE §3.10).
 *
 * Each screen is declared once in the domain's SCREENS (packages/domain/src/screens.ts: its
 * router `path` pattern, `title`, office capability and frame); here each gets `getHref()` to
 * build a link (decision 0020).
 */

import {
  periodFromId,
  periodTitle,
  SCREENS,
  type OfficeCapability,
  type ScreenDefinition,
  type ScreenFrame,
  type ScreenTree,
} from '@portal/domain';
import type { PageLayoutProps } from '../components/page-layout';

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** Any screen's (`AppPath` without its literal path): what its getHref accepts is not known. */
type HrefArgs<P extends string> = string extends P
  ? [params?: Record<string, string | number>]
  : [ParamNames<P>] extends [never]
    ? []
    : [params: Record<ParamNames<P>, string | number>];

/** What a screen shows above its content whatever its data (packages/domain/src/screens.ts). */
export type PageFrame = ScreenFrame;

/** A screen of SCREENS with its link builder. */
export interface AppPath<P extends string = string> extends Omit<ScreenDefinition, 'path'> {
  path: P;
  getHref(...args: HrefArgs<P>): string;
}

/** A staff screen: the office guard (RequireOffice) and the route loaders read its capability. */
export interface OfficeScreen extends AppPath {
  capability: OfficeCapability;
}

/** SCREENS with a link builder on each screen, keeping each literal path and capability. */
type RoutesOf<T> = {
  readonly [K in keyof T]: T[K] extends { path: infer P extends string } ? T[K] & AppPath<P> : RoutesOf<T[K]>;
};

function route<P extends string>(screen: ScreenDefinition & { path: P }): AppPath<P> {
  const { path } = screen;
  return {
    ...screen,
    getHref: (...args: HrefArgs<P>) => {
      const params = (args[0] ?? {}) as Record<string, string | number>;
      return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
        const value = params[name];
        if (value === undefined) throw new Error(`Missing route parameter "${name}" for ${path}`);
        return encodeURIComponent(String(value));
      });
    },
  };
}

function routesOf<T extends ScreenTree>(tree: T): RoutesOf<T> {
  const entries = Object.entries(tree).map(([name, value]) => [
    name,
    typeof value.path === 'string' ? route(value as ScreenDefinition) : routesOf(value as ScreenTree),
  ]);
  return Object.fromEntries(entries) as RoutesOf<T>;
}

export const paths = {
  ...routesOf(SCREENS),
  /** Server-side redirects (plain links, not router routes). */
  external: {
    website: '/website',
    oldPortal: '/old',
  },
} as const;

/**
 * The heading, introduction and width a screen with a frame gives `PageLayout`; `params` are the
 * address's (a heading with the period needs its `periodId`; without a valid one it is the
 * screen's title alone).
 */
export function frameOf(
  screen: AppPath,
  params: Record<string, string | undefined> = {},
): { title: string; intro?: string; width?: PageLayoutProps['width'] } {
  const { intro, width, periodInTitle } = screen.frame ?? {};
  const period = periodInTitle ? periodFromId(params.periodId ?? '') : null;
  return {
    title: period ? `${screen.title}: ${periodTitle(period)}` : screen.title,
    ...(intro ? { intro } : {}),
    ...(width ? { width } : {}),
  };
}

/** The screens that have a frame (plain addresses, and patterns whose frame needs no data). */
export function framedScreens(): AppPath[] {
  const found: AppPath[] = [];
  const visit = (value: unknown) => {
    if (!value || typeof value !== 'object') return;
    if ('path' in value && 'getHref' in value) {
      if ((value as AppPath).frame) found.push(value as AppPath);
      return;
    }
    for (const child of Object.values(value)) visit(child);
  };
  visit(paths);
  return found;
}

/** Change-password screen of each signed-in role. */
export const CHANGE_PASSWORD_PATHS = {
  student: paths.student.changePassword.path,
  admin: paths.admin.changePassword.path,
  faculty: paths.faculty.changePassword.path,
} as const;
