import { vi } from 'vitest';

/**
 * jsdom cannot leave the page: full-page navigations (window.location.assign) are recorded
 * instead, like fetch at the network boundary. Vitest restores the real location after the test.
 */
export function stubLocationAssign() {
  const real = window.location;
  const assign = vi.fn<(url: string) => void>();
  vi.stubGlobal('location', {
    href: real.href,
    origin: real.origin,
    protocol: real.protocol,
    host: real.host,
    hostname: real.hostname,
    port: real.port,
    pathname: real.pathname,
    search: real.search,
    hash: real.hash,
    assign,
    replace: vi.fn(),
    reload: vi.fn(),
    toString: () => real.href,
  });
  return assign;
}
