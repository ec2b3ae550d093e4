import { expect } from 'vitest';
import type { TestContext } from './helpers.js';

/** Creates periods through the API as the officer of `cookie` (registrar, dean or ict); each must answer 200. */
export async function createPeriods(
  ctx: TestContext,
  cookie: string,
  periods: ReadonlyArray<readonly [semester: string, session: string]>,
): Promise<void> {
  for (const [semester, session] of periods) {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/periods',
      headers: { cookie },
      payload: { semester, session, season: semester === 'Summer' ? 'summer' : 'regular' },
    });
    expect(res.statusCode).toBe(200);
  }
}
