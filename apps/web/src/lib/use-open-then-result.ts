import { useState } from 'react';

/**
 * A form opened by a button whose answer is then shown on its own (Create Course, then the
 * server's message): `isOpen` while the form shows, `done(result)` closes it and keeps the
 * result to show, `clear` forgets the result.
 */
export function useOpenThenResult<TResult>() {
  const [isOpen, setIsOpen] = useState(false);
  const [result, setResult] = useState<TResult | null>(null);
  return {
    isOpen,
    result,
    open: () => setIsOpen(true),
    close: () => setIsOpen(false),
    done: (answer: TResult) => {
      setIsOpen(false);
      setResult(answer);
    },
    clear: () => setResult(null),
  };
}
