import { useCallback, useEffect, useState } from 'react';

/** How long wallet answers stay on screen (student-side §8, §9). */
export const MESSAGE_DURATION_MS = 5000;

export interface TimedMessage {
  tone: 'success' | 'error';
  text: string;
  /** Changes with every message, so the same text shown twice restarts the timer. */
  id: number;
}

let nextId = 1;

/** A message that clears itself after `durationMs` (a newer message restarts the timer). */
export function useTimedMessage(durationMs = MESSAGE_DURATION_MS) {
  const [message, setMessage] = useState<TimedMessage | null>(null);

  useEffect(() => {
    if (!message) return;
    const timer = window.setTimeout(() => setMessage(null), durationMs);
    return () => window.clearTimeout(timer);
  }, [message, durationMs]);

  const show = useCallback((tone: TimedMessage['tone'], text: string) => {
    setMessage({ tone, text, id: nextId++ });
  }, []);
  const clear = useCallback(() => setMessage(null), []);

  return { message, show, clear };
}
