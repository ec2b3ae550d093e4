import { MESSAGES } from '@portal/domain';
import { errorMessage } from '../lib/api-client';
import type { FeedbackState } from '../lib/use-feedback';
import { InlineFeedback } from './feedback';

/** What a page hands each of its row status toggles: its feedback (`useFeedback`). */
export interface StatusAnswerProps {
  feedback: Pick<FeedbackState, 'message' | 'show'>;
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
  /** The key of this control, matched against the message's target. */
  target: string;
  /** What the control changes, read after the answer by screen readers. */
  itemName: string;
}

/** A row's status badge, the button that asks for the other state, and the answer beside it. */
export function StatusToggleCell({
  isOn,
  badge,
  buttonText,
  buttonLabel,
  isPending,
  save,
  target,
  itemName,
  feedback,
}: StatusToggleCellProps) {
  const onClick = async () => {
    // aria-disabled rather than disabled while saving: the button keeps focus.
    if (isPending) return;
    try {
      feedback.show('success', await save(), { target });
    } catch (error) {
      feedback.show('error', errorMessage(error), { target });
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
      <InlineFeedback message={feedback.message} target={target} itemName={itemName} />
    </div>
  );
}
