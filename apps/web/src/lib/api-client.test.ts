import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@portal/domain';
import { api, ApiError, setSessionExpiredHandler } from './api-client';
import { fail, mockApi, ok } from '../test/mock-api';
import { SESSION_STORAGE_KEY } from './session';

describe('api client', () => {
  let restore: (() => void) | undefined;
  afterEach(() => restore?.());

  it('returns the response of a successful envelope and sends same-origin credentials', async () => {
    const mocked = mockApi({ 'POST /api/echo': ok({ hello: 'world' }) });
    await expect(api.post('/api/echo', { a: 1 })).resolves.toEqual({ hello: 'world' });
    const init = mocked.fetch.mock.calls[0]?.[1] as RequestInit;
    expect(init.credentials).toBe('same-origin');
    expect(init.body).toBe('{"a":1}');
  });

  it('throws an ApiError with the message and status on success:false', async () => {
    mockApi({ 'GET /api/thing': fail('No record found.', 404) });
    const error = await api.get('/api/thing').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ response: 'No record found.', status: 404, message: 'No record found.' });
  });

  it('throws the network error message when the request cannot be made', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(api.get('/api/thing')).rejects.toMatchObject({ response: MESSAGES.networkError, status: 0 });
  });

  it('treats a non-envelope answer as an unexpected error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('<html>Bad gateway</html>', { status: 502 }))),
    );
    await expect(api.get('/api/thing')).rejects.toMatchObject({ response: MESSAGES.unexpected, status: 502 });
  });

  it("clears the session and calls the expiry handler on 401 'Expired token'", async () => {
    window.localStorage.setItem(SESSION_STORAGE_KEY, '{"custom_id":"x","role":"student","surname":"A","expiry":1}');
    const onExpired = vi.fn();
    restore = setSessionExpiredHandler(onExpired);
    mockApi({ 'GET /api/anything': fail(MESSAGES.expiredToken, 401) });

    await expect(api.get('/api/anything')).rejects.toMatchObject({ isExpiredToken: true });
    expect(onExpired).toHaveBeenCalledTimes(1);
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('does not end the session on other 401 answers', async () => {
    window.localStorage.setItem(SESSION_STORAGE_KEY, 'kept');
    const onExpired = vi.fn();
    restore = setSessionExpiredHandler(onExpired);
    mockApi({ 'POST /api/auth/admin/login': fail('Invalid username or password.', 401) });

    await expect(api.post('/api/auth/admin/login', {})).rejects.toMatchObject({ status: 401 });
    expect(onExpired).not.toHaveBeenCalled();
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBe('kept');
  });
});
