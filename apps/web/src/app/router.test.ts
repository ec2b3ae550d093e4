import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router';
import { ADMIN_POSITIONS, menuFor, STUDENT_STATUS_SCREENS, homeForRole } from '@portal/domain';
import { paths } from '../config/paths';
import { createQueryClient } from './providers';
import { createRoutes } from './router';

const routes = createRoutes(createQueryClient());

function leafPath(url: string): string | undefined {
  const matches = matchRoutes(routes, url);
  return matches?.at(-1)?.route.path;
}

describe('route table', () => {
  const menuPaths = new Set<string>([
    ...menuFor(null).map((i) => i.path),
    ...menuFor('student').map((i) => i.path),
    ...menuFor('faculty').map((i) => i.path),
    ...ADMIN_POSITIONS.flatMap((p) => menuFor('admin', p).map((i) => i.path)),
    ...Object.values(STUDENT_STATUS_SCREENS),
    homeForRole('student'),
    homeForRole('admin'),
    homeForRole('faculty'),
  ]);

  it.each([...menuPaths])('%s has a route', (path) => {
    expect(leafPath(path)).not.toBe('*');
  });

  it.each(
    [
      ...Object.values(paths.student),
      ...Object.values(paths.admin),
      ...Object.values(paths.faculty),
      ...Object.values(paths.print),
    ].map((p) => [p.path]),
  )('%s is routed', (pattern) => {
    const example = pattern.replace(/:([A-Za-z]+)/g, 'x1');
    expect(leafPath(example)).toBe(pattern);
  });

  it('builds links from patterns', () => {
    expect(paths.student.registrationForm.getHref({ periodId: '120232024', customId: 'S 1' })).toBe(
      '/student/registration-form/120232024/S%201',
    );
  });
});
