import type { ReactNode } from 'react';
import type { ListParams } from '../lib/use-list-params';

export interface ListSearchProps {
  /** The list's URL state (`useListParams`). */
  list: Pick<ListParams, 'draft' | 'setDraft' | 'submitSearch'>;
  id: string;
  label: string;
  placeholder?: string;
  /** A submit button (e.g. 'Search'), for lists that search on demand rather than as one types. */
  submitLabel?: string;
  /** Filters of the same list (selects), after the search box. */
  children?: ReactNode;
}

/** The search box of a server-side list, kept in the URL (`?q=`); Enter searches at once. */
export function ListSearch({ list, id, label, placeholder, submitLabel, children }: ListSearchProps) {
  return (
    <form
      className="search-form"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        list.submitSearch();
      }}
    >
      <div className="field">
        <label className="field__label" htmlFor={id}>
          {label}
        </label>
        <input
          id={id}
          className="field__input"
          type="search"
          autoComplete="off"
          placeholder={placeholder}
          value={list.draft}
          onChange={(event) => list.setDraft(event.target.value)}
        />
      </div>
      {children}
      {submitLabel ? (
        <button type="submit" className="button button--primary">
          {submitLabel}
        </button>
      ) : null}
    </form>
  );
}
