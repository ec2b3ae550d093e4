import type { TimedMessage } from '../lib/use-timed-message';

export interface StatusCellMessageProps {
  /** The page's latest status answer: shown here only when it is about this control. */
  message: TimedMessage | null;
  target: string;
  /** What the control changes (e.g. 'OTS 611'): read after the answer by screen readers. */
  itemName: string;
}

/**
 * The answer to a row's status button, shown next to it (the page top is off-screen on phones)
 * in a live region that stays in the document, so it is announced. It names the item.
 */
export function StatusCellMessage({ message, target, itemName }: StatusCellMessageProps) {
  const shown = message?.target === target ? message : null;
  return (
    <span className="status-cell__live" role="status">
      {shown ? (
        <span key={shown.id} className={`status-cell__message status-cell__message--${shown.tone}`}>
          {shown.text}
          <span className="visually-hidden">: {itemName}</span>
        </span>
      ) : null}
    </span>
  );
}
