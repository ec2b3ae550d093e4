import { useSyncExternalStore } from 'react';
import { isSessionExpired, ROLES, type StoredSession } from '@portal/domain';

/**
 * What the browser keeps to route the user (GUIDE §4): custom id, role, display name and
 * expiry. The session token itself lives in an HttpOnly cookie and is never readable here.
 */
export const SESSION_STORAGE_KEY = 'portalUser';

const listeners = new Set<() => void>();

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(SESSION_STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * Checks the stored value field by field (the fields of the domain's `sessionUserSchema`).
 * Not with the zod schema itself: this module is part of every page's first load, and zod is
 * downloaded only by pages with a form (docs/decisions/0010).
 */
function isStoredSession(value: unknown): value is StoredSession {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.custom_id === 'string' &&
    typeof v.role === 'string' &&
    (ROLES as readonly string[]).includes(v.role) &&
    typeof v.surname === 'string' &&
    typeof v.expiry === 'number'
  );
}

function parseSession(raw: string | null): StoredSession | null {
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!isStoredSession(parsed)) return null;
    return { custom_id: parsed.custom_id, role: parsed.role, surname: parsed.surname, expiry: parsed.expiry };
  } catch {
    return null;
  }
}

function notify(): void {
  for (const listener of listeners) listener();
}

/**
 * The stored session, or `null` when it is missing, malformed or expired; in those cases the
 * stored value is removed.
 */
export function getStoredSession(now: number = Date.now()): StoredSession | null {
  const raw = readRaw();
  if (raw === null) return null;
  const session = parseSession(raw);
  if (!session || isSessionExpired(session.expiry, now)) {
    clearStoredSession();
    return null;
  }
  return session;
}

/** Keeps only the routing fields, whatever else the server sent. */
export function storeSession(session: StoredSession): void {
  const value: StoredSession = {
    custom_id: session.custom_id,
    role: session.role,
    surname: session.surname,
    expiry: session.expiry,
  };
  try {
    window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(value));
  } finally {
    notify();
  }
}

export function clearStoredSession(): void {
  try {
    window.localStorage.removeItem(STEP_FIRST_STORAGE_KEY);
    if (readRaw() === null) return;
    window.localStorage.removeItem(SESSION_STORAGE_KEY);
  } catch {
    // Storage unavailable: nothing to clear.
  }
  notify();
}

// ---- whether the user has a step to take first ---------------------------------------------

/**
 * The custom id of a user last seen with no step to take before anything else (student status
 * 'complete', no forced password change). A screen's route loader asks for its data together
 * with the session check only for this user; for anyone else (a first sign-in, a student in
 * onboarding) it waits for the current user, so that no request is made that the server would
 * refuse before the guard sends the user to their step (issue 27 §8). Student statuses only move
 * on; a password reset that forces a change again costs at most one page's refused requests, and
 * the guard still checks every visit.
 */
export const STEP_FIRST_STORAGE_KEY = 'portalUserSettled';

export function rememberStepFirst(customId: string, hasStepFirst: boolean): void {
  try {
    if (hasStepFirst) window.localStorage.removeItem(STEP_FIRST_STORAGE_KEY);
    else window.localStorage.setItem(STEP_FIRST_STORAGE_KEY, customId);
  } catch {
    // Storage unavailable: the loaders wait for the current user instead.
  }
}

/** Whether `customId` was last seen with no step to take first (see above). */
export function isKnownSettled(customId: string): boolean {
  try {
    return window.localStorage.getItem(STEP_FIRST_STORAGE_KEY) === customId;
  } catch {
    return false;
  }
}

// ---- React binding -------------------------------------------------------------------------

let snapshotRaw: string | null | undefined;
let snapshotValue: StoredSession | null = null;

/** The stored session while it is valid; stable between calls unless storage or time moved on. */
function getSnapshot(): StoredSession | null {
  const raw = readRaw();
  if (raw !== snapshotRaw) {
    snapshotRaw = raw;
    snapshotValue = parseSession(raw);
  }
  if (snapshotValue && isSessionExpired(snapshotValue.expiry, Date.now())) return null;
  return snapshotValue;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === SESSION_STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The stored session as React state (updates on sign-in, sign-out and in other tabs). */
export function useStoredSession(): StoredSession | null {
  return useSyncExternalStore(subscribe, getSnapshot, () => null);
}
