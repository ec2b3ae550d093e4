import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

/** Delay between the last keystroke in a search box and the search. */
export const SEARCH_DEBOUNCE_MS = 400;

function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/**
 * Page, search text and filters of a server-side list, kept in the URL (so a list can be
 * shared and Back works). The search box searches once typing pauses; a new search or filter
 * starts again at page 1.
 */
export function useListParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageFrom(searchParams.get('page'));
  const q = searchParams.get('q') ?? '';
  const [draft, setDraft] = useState(q);

  const update = useCallback(
    (changes: Record<string, string | null>, replace = false) => {
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null || value === '') next.delete(key);
            else next.set(key, value);
          }
          if (!('page' in changes)) next.delete('page');
          return next;
        },
        { replace },
      );
    },
    [setSearchParams],
  );

  useEffect(() => {
    const wanted = draft.trim();
    if (wanted === q) return;
    const timer = window.setTimeout(() => update({ q: wanted }, true), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [draft, q, update]);

  const goToPage = useCallback((next: number) => update({ page: next > 1 ? String(next) : null }), [update]);

  return { page, q, draft, setDraft, searchParams, update, goToPage };
}

/** Number of pages of a paged answer (at least 1). */
export function pageCountOf(data: { total: number; page_size: number } | undefined): number {
  return data ? Math.max(1, Math.ceil(data.total / Math.max(1, data.page_size))) : 1;
}
