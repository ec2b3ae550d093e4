/**
 * Full-page navigation away from the single-page app (to a payment page and back).
 * Only a same-origin path ('/…', not '//…') or, when allowed, an https address is followed: an
 * address from an answer never runs script (javascript:) or leaves over plain http.
 */
export function isSafeDestination(url: string, allowExternal: boolean): boolean {
  if (url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\')) return true;
  if (!allowExternal) return false;
  try {
    return new URL(url).protocol === 'https:';
  } catch {
    return false;
  }
}

/** Goes to `url` with `window.location.assign`; false (and no navigation) if it is not safe. */
export function leaveApp(url: string, { allowExternal = false }: { allowExternal?: boolean } = {}): boolean {
  if (!isSafeDestination(url, allowExternal)) return false;
  window.location.assign(url);
  return true;
}
