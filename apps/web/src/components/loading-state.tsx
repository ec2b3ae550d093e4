export interface LoadingStateProps {
  label?: string;
}

/** The portal's small loading text ('Wait.. .'), announced politely. */
export function LoadingState({ label = 'Wait.. .' }: LoadingStateProps) {
  return (
    <div className="loading-state" role="status" aria-live="polite">
      <span className="loading-state__spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
