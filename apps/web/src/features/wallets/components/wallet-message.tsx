import type { TimedMessage } from '../../../lib/use-timed-message';

export interface WalletMessageRegionProps {
  message: TimedMessage | null;
  /** Shown while nothing else is (e.g. 'Verifying..'). */
  pending?: string | null;
}

/**
 * The live region of wallet answers: always in the document so screen readers announce what
 * appears in it. Errors are red, successes green.
 */
export function WalletMessageRegion({ message, pending }: WalletMessageRegionProps) {
  return (
    <div className="wallet-message-region" role="status" aria-live="polite" aria-atomic="true">
      {message ? (
        <p key={message.id} className={`wallet-message wallet-message--${message.tone}`}>
          {message.text}
        </p>
      ) : pending ? (
        <p className="wallet-message wallet-message--pending">
          <span className="loading-state__spinner" aria-hidden="true" />
          {pending}
        </p>
      ) : null}
    </div>
  );
}
