import { errorMessage } from './api-client';
import { useCallback, useEffect, useState } from 'react';

/** How long a message stays on screen (the spec's business constants: 5000 ms). */
export const MESSAGE_DURATION_MS = 5000;
/** How long the saved notice stays on screen (the spec's business constants: 600 ms). */
export const SAVED_NOTICE_MS = 600;

export type FeedbackTone = 'success' | 'error' | 'info';

export interface Feedback {
  tone: FeedbackTone;
  text: string;
  /** Changes with every message, so the same text shown twice is announced and timed afresh. */
  id: number;
  /** What the message is about (e.g. a row's key), so it can be shown next to that control. */
  target?: string | undefined;
  /** How long it stays, or null for "until the next message". */
  durationMs: number | null;
}

export interface FeedbackOptions {
  /**
   * Whether errors clear themselves too. By default a page's errors do, as the spec's messages
   * disappear after 5000 ms (issue 15), while an error shown beside the row's control that failed
   * (`target`) stays until the next message, like a field's message. `true`: every error clears
   * (the wallet answers); `false`: every error stays until the next message.
   */
  errorsExpire?: boolean;
}

export interface ShowFeedbackOptions {
  target?: string;
  /** Overrides the message's lifetime (null: it stays). */
  durationMs?: number | null;
}

let nextId = 1;

/**
 * The latest answer of a page or form, with the spec's timings: a message clears itself after
 * 5000 ms (a newer one restarts the clock), errors too unless shown beside their row's control,
 * the saved notice after 600 ms. Show it with `FeedbackRegion` (or `InlineFeedback` beside a row's
 * control).
 */
export function useFeedback({ errorsExpire }: FeedbackOptions = {}) {
  const [message, setMessage] = useState<Feedback | null>(null);

  useEffect(() => {
    if (!message || message.durationMs === null) return;
    const timer = window.setTimeout(() => setMessage(null), message.durationMs);
    return () => window.clearTimeout(timer);
  }, [message]);

  const show = useCallback(
    (tone: FeedbackTone, text: string, options: ShowFeedbackOptions = {}) => {
      const expires = tone !== 'error' || (errorsExpire ?? options.target === undefined);
      const durationMs = options.durationMs !== undefined ? options.durationMs : expires ? MESSAGE_DURATION_MS : null;
      setMessage({ tone, text, id: nextId++, target: options.target, durationMs });
    },
    [errorsExpire],
  );
  /** The short-lived saved notice (600 ms). */
  const showSaved = useCallback(
    (text: string, target?: string) => show('success', text, { target, durationMs: SAVED_NOTICE_MS }),
    [show],
  );
  const clear = useCallback(() => setMessage(null), []);

  return { message, show, showSaved, clear };
}

export type FeedbackState = ReturnType<typeof useFeedback>;

/** Runs an office's action and shows the server's answer (or its refusal); true when it went through. */
export type Run = (task: () => Promise<{ message: string }>) => Promise<boolean>;

/** The `Run` of a form page: every answer goes to the page's one feedback region. */
export function feedbackRun(feedback: FeedbackState): Run {
  return async (task) => {
    try {
      feedback.show('success', (await task()).message);
      return true;
    } catch (error) {
      feedback.show('error', errorMessage(error));
      return false;
    }
  };
}
