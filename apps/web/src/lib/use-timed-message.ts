import { useCallback, useEffect, useState } from 'react';

/** How long success messages (and wallet answers) stay on screen (student-side §8, §9). */
export const MESSAGE_DURATION_MS = 5000;

export interface TimedMessage {
  tone: 'success' | 'error';
  text: string;
  /** Changes with every message, so the same text shown twice restarts the timer. */
  id: number;
  /** What the message is about (e.g. a row's key), so it can be shown next to that control. */
  target?: string;
}

export interface TimedMessageOptions {
  durationMs?: number;
  /**
   * Whether errors clear themselves too. By default only successes do; an error stays until
   * the next message. The wallet pages set this: their spec clears both after 5 s.
   */
  errorsExpire?: boolean;
}

let nextId = 1;

/** A message that clears itself after `durationMs` (a newer message restarts the timer). */
export function useTimedMessage({ durationMs = MESSAGE_DURATION_MS, errorsExpire = false }: TimedMessageOptions = {}) {
  const [message, setMessage] = useState<TimedMessage | null>(null);

  useEffect(() => {
    if (!message || (message.tone === 'error' && !errorsExpire)) return;
    const timer = window.setTimeout(() => setMessage(null), durationMs);
    return () => window.clearTimeout(timer);
  }, [message, durationMs, errorsExpire]);

  const show = useCallback((tone: TimedMessage['tone'], text: string, target?: string) => {
    setMessage({ tone, text, id: nextId++, target });
  }, []);
  const clear = useCallback(() => setMessage(null), []);

  return { message, show, clear };
}
