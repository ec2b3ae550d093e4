import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

/** Delay between the last keystroke in a search box and the search. */
export const SEARCH_DEBOUNCE_MS = 400;

function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

export interface ListParamsOptions {
  /**
   * True (the default): the list searches once typing pauses. False: only when the search
   * form is submitted (its button or Enter).
   */
  searchAsYouType?: boolean;
}

/**
 * Page, search text and filters of a server-side list, kept in the URL (so a list can be
 * shared, reloaded, and Back works). A submitted search applies at once; a new search or
 * filter starts again at page 1. `DataTable` pages with it, `ListSearch` searches with it.
 */
export function useListParams({ searchAsYouType = true }: ListParamsOptions = {}) {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageFrom(searchParams.get('page'));
  const q = searchParams.get('q') ?? '';
  const [draft, setDraft] = useState(q);
  // The search text of the URL the box last followed: when the URL changes by itself (Back),
  // the box shows its search instead of bringing the old text back.
  const [followedQ, setFollowedQ] = useState(q);
  if (q !== followedQ) {
    setFollowedQ(q);
    if (q !== draft.trim()) setDraft(q);
  }

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
    if (!searchAsYouType) return;
    const wanted = draft.trim();
    if (wanted === q) return;
    const timer = window.setTimeout(() => update({ q: wanted }, true), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [searchAsYouType, draft, q, update]);

  const goToPage = useCallback((next: number) => update({ page: next > 1 ? String(next) : null }), [update]);
  const submitSearch = useCallback(() => {
    const wanted = draft.trim();
    if (wanted !== q || !searchAsYouType) update({ q: wanted });
  }, [draft, q, searchAsYouType, update]);

  return { page, q, draft, setDraft, searchParams, update, goToPage, submitSearch };
}

export type ListParams = ReturnType<typeof useListParams>;

/** Number of pages of a paged answer (at least 1). */
export function pageCountOf(data: { total: number; page_size: number } | undefined): number {
  return data ? Math.max(1, Math.ceil(data.total / Math.max(1, data.page_size))) : 1;
}
