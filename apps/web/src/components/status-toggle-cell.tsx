import { MESSAGES } from '@portal/domain';
import { errorMessage } from '../lib/api-client';
import type { TimedMessage } from '../lib/use-timed-message';
import { StatusCellMessage } from './status-cell-message';

/** What a page hands each of its row status toggles: its latest answer, and how to show a new one. */
export interface StatusAnswerProps {
  message: TimedMessage | null;
  onDone: (tone: 'success' | 'error', text: string, target: string) => void;
}

export interface StatusToggleCellProps extends StatusAnswerProps {
  /** Whether the badge shows the "on" state (a plain badge) rather than the danger one. */
  isOn: boolean;
  badge: string;
  /** The button's visible text ('Change Status', 'Open', ...). */
  buttonText: string;
  /** The button's accessible name. */
  buttonLabel: string;
  isPending: boolean;
  /** Asks the server for the other state; resolves to its answer. */
  save: () => Promise<string>;
  /** The key of this control, matched against `message.target`. */
  target: string;
  /** What the control changes, read after the answer by screen readers. */
  itemName: string;
}

/** A row's status badge, the button that asks for the other state, and the answer next to it. */
export function StatusToggleCell({
  isOn,
  badge,
  buttonText,
  buttonLabel,
  isPending,
  save,
  target,
  itemName,
  message,
  onDone,
}: StatusToggleCellProps) {
  const onClick = async () => {
    // aria-disabled rather than disabled while saving: the button keeps focus.
    if (isPending) return;
    try {
      onDone('success', await save(), target);
    } catch (error) {
      onDone('error', errorMessage(error), target);
    }
  };

  return (
    <div className="status-cell">
      <span className={isOn ? 'badge' : 'badge badge--danger'}>{badge}</span>
      <button
        type="button"
        className="button button--secondary button--small"
        aria-label={buttonLabel}
        aria-disabled={isPending || undefined}
        onClick={() => void onClick()}
      >
        {isPending ? MESSAGES.processing : buttonText}
      </button>
      <StatusCellMessage message={message} target={target} itemName={itemName} />
    </div>
  );
}
