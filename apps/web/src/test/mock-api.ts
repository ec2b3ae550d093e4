import { vi } from 'vitest';

/** What a mocked endpoint answers: an envelope body with an HTTP status. */
export interface MockReply {
  status?: number;
  body: { success: boolean; response: unknown };
}

export interface MockRequest {
  body: unknown;
  init: RequestInit | undefined;
  /** The full request URL (its search params carry paging and filters). */
  url: URL;
}

export type MockHandler = MockReply | ((request: MockRequest) => MockReply | Promise<MockReply>);

export function ok(response: unknown, status = 200): MockReply {
  return { status, body: { success: true, response } };
}

export function fail(response: string, status = 400): MockReply {
  return { status, body: { success: false, response } };
}

export interface MockedApi {
  fetch: ReturnType<typeof vi.fn>;
  /** Requests made so far, as "METHOD /path". */
  calls: () => string[];
}

/**
 * Replaces `fetch` (the network boundary) with handlers keyed by "METHOD /path" (the query
 * string is not part of the key; handlers read it from `url`).
 * An unexpected request fails the test.
 */
export function mockApi(handlers: Record<string, MockHandler>): MockedApi {
  const made: string[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const parsed = new URL(url, 'http://localhost');
    const path = parsed.pathname;
    const key = `${(init?.method ?? 'GET').toUpperCase()} ${path}`;
    made.push(key);
    const handler = handlers[key];
    if (!handler) throw new Error(`Unexpected request in test: ${key}`);
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const reply = typeof handler === 'function' ? await handler({ body, init, url: parsed }) : handler;
    return new Response(JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetch: fetchMock, calls: () => [...made] };
}

/** A promise whose settlement the test controls. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
