export interface PagerProps {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  /** True while the next page is loading (the old page stays on screen). */
  isBusy?: boolean;
  /** Rows in all, shown after the page number when given. */
  total?: number | undefined;
}

/** Previous / Next with 'Page n of m', announced politely. `DataTable` draws it for paged lists. */
export function Pager({ page, pageCount, onPage, isBusy = false, total }: PagerProps) {
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
        {total !== undefined ? ` (${total} in all)` : null}
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
