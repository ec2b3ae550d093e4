import { MESSAGES } from '@portal/domain';
import { clearStoredSession } from './session';

/** Every API answer is wrapped in this envelope. */
export interface ApiEnvelope<T> {
  success: boolean;
  response: T | string;
}

/** A failed call: `message` (and `response`) is the text to show the user. */
export class ApiError extends Error {
  readonly status: number;
  readonly response: string;

  constructor(response: string, status: number) {
    super(response);
    this.name = 'ApiError';
    this.response = response;
    this.status = status;
  }

  get isExpiredToken(): boolean {
    return this.status === 401 && this.response === MESSAGES.expiredToken;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * Whether the server refused the request (4xx): asking again would get the same answer, so a
 * refused request is never retried (app/providers.tsx).
 */
export function isRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

/** The text to show for any error thrown by a call. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.response;
  return MESSAGES.unexpected;
}

type SessionExpiredHandler = () => void;

let onSessionExpired: SessionExpiredHandler = () => {
  window.location.replace('/');
};

/**
 * Registers what happens when the server answers 401 'Expired token' to any call (the stored
 * session is cleared first). The app wires this to `router.navigate('/', { replace: true })`.
 */
export function setSessionExpiredHandler(handler: SessionExpiredHandler): () => void {
  const previous = onSessionExpired;
  onSessionExpired = handler;
  return () => {
    onSessionExpired = previous;
  };
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
}

function isEnvelope(value: unknown): value is ApiEnvelope<unknown> {
  return typeof value === 'object' && value !== null && 'success' in value && 'response' in value;
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, signal } = options;
  const headers: Record<string, string> = { Accept: 'application/json' };
  // FormData (file uploads) sets its own multipart Content-Type with the boundary.
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';

  let res: Response;
  try {
    res = await fetch(path, {
      method,
      headers,
      credentials: 'same-origin',
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(MESSAGES.networkError, 0);
  }

  let payload: unknown;
  try {
    payload = await res.json();
  } catch {
    payload = undefined;
  }

  if (!isEnvelope(payload)) {
    throw new ApiError(MESSAGES.unexpected, res.status);
  }

  if (!payload.success || !res.ok) {
    const text = typeof payload.response === 'string' && payload.response ? payload.response : MESSAGES.unexpected;
    const error = new ApiError(text, res.status);
    if (error.isExpiredToken) {
      clearStoredSession();
      onSessionExpired();
    }
    throw error;
  }

  return payload.response as T;
}

export const api = {
  get: <T>(path: string, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    apiRequest<T>(path, { ...options, method: 'POST', body: body ?? {} }),
  patch: <T>(path: string, body?: unknown, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body: body ?? {} }),
  put: <T>(path: string, body?: unknown, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body: body ?? {} }),
  delete: <T>(path: string, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};
