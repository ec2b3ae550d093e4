export interface PagerProps {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  /** True while the next page is loading (the old page stays on screen). */
  isBusy?: boolean;
}

/** Previous / Next with 'Page n of m', announced politely. */
export function Pager({ page, pageCount, onPage, isBusy = false }: PagerProps) {
  return (
    <nav className="pager" aria-label="Pages">
      <button
        type="button"
        className="button button--plain button--small"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        Previous
      </button>
      <span className="pager__status" aria-live="polite">
        Page {page} of {pageCount}
      </span>
      <button
        type="button"
        className="button button--plain button--small"
        disabled={page >= pageCount || isBusy}
        onClick={() => onPage(page + 1)}
      >
        Next
      </button>
    </nav>
  );
}
