import { useEffect, useRef } from 'react';

/**
 * Focus for a form whose submit button is disabled while it is sent: the focused button loses
 * focus then. When a submission ends with an error, focus moves to the error box (pass the
 * returned ref to `<Alert focusRef>`), so keyboard and screen-reader users stay in the form.
 */
export function useErrorFocus<T extends HTMLElement = HTMLDivElement>(error: unknown, isProcessing: boolean) {
  const ref = useRef<T>(null);
  // Set while a submission runs; cleared once its error has taken focus. The error may be
  // rendered in the same update as the end of processing or just after it.
  const awaitingAnswer = useRef(false);

  useEffect(() => {
    if (isProcessing) {
      awaitingAnswer.current = true;
    } else if (awaitingAnswer.current && error) {
      awaitingAnswer.current = false;
      ref.current?.focus();
    }
  }, [error, isProcessing]);

  return ref;
}
