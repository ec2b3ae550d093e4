import { errorMessage } from '../lib/api-client';
import { FeedbackMessage } from './feedback';
import { LoadingState } from './loading-state';

/** The state of a request (a TanStack Query result fits). */
export interface QueryStatusState {
  isPending: boolean;
  isError: boolean;
  error: unknown;
}

export interface QueryStatusProps {
  query: QueryStatusState;
  /** Given: a 'Try again' button under the error asks again. */
  onRetry?: () => void;
}

/** While a screen's request loads, the loading state; when it fails, the server's message. */
export function QueryStatus({ query, onRetry }: QueryStatusProps) {
  return (
    <>
      {query.isPending ? <LoadingState /> : null}
      {query.isError ? <FeedbackMessage>{errorMessage(query.error)}</FeedbackMessage> : null}
      {query.isError && onRetry ? (
        <button type="button" className="button button--primary" onClick={onRetry}>
          Try again
        </button>
      ) : null}
    </>
  );
}
