import { useState } from 'react';
import { officeCan } from '@portal/domain';
import { Alert } from '../../../components/alert';
import { LoadingState } from '../../../components/loading-state';
import { errorMessage } from '../../../lib/api-client';
import { useTimedMessage, type TimedMessage } from '../../../lib/use-timed-message';
import { useCurrentUser } from '../../auth/api/get-current-user';
import { useCharges } from '../api/charges';

/**
 * The state of a charges page: the charges, whether the user's office may change them, the
 * dialog open (`Editing` names what it edits) and the latest answer.
 */
export function useChargesPage<Editing>() {
  const charges = useCharges();
  const { data: user } = useCurrentUser();
  const canEdit = officeCan(user?.admin_position, 'editCharges');
  const { message, show } = useTimedMessage();
  const [editing, setEditing] = useState<Editing | null>(null);

  const saved = (text: string) => {
    setEditing(null);
    show('success', text);
  };

  return { charges, canEdit, message, editing, setEditing, saved };
}

export interface ChargesPageHeadProps {
  canEdit: boolean;
  /** Opens Input New Charge. */
  onNew: () => void;
  message: TimedMessage | null;
  charges: ReturnType<typeof useCharges>;
}

/** The top of a charges page: Input New Charge (or why not), then `ChargesStatus`. */
export function ChargesPageHead({ canEdit, onNew, message, charges }: ChargesPageHeadProps) {
  return (
    <>
      <div className="list-toolbar">
        {canEdit ? (
          <>
            <p className="form-aside">Amounts are in naira.</p>
            <button type="button" className="button button--primary" onClick={onNew}>
              Input New Charge
            </button>
          </>
        ) : (
          <p className="form-aside">Your office can view charges but not change them.</p>
        )}
      </div>
      <ChargesStatus message={message} query={charges} />
    </>
  );
}

export interface ChargesStatusProps {
  message: TimedMessage | null;
  /** The page's main query: while it loads, a loading state; when it fails, its error. */
  query: { isPending: boolean; isError: boolean; error: unknown };
}

/** The latest answer of a charges or fees page, then its loading state or error. */
export function ChargesStatus({ message, query }: ChargesStatusProps) {
  return (
    <>
      <div className="message-region">
        {message ? (
          <Alert key={message.id} tone={message.tone}>
            {message.text}
          </Alert>
        ) : null}
      </div>
      {query.isPending ? <LoadingState /> : null}
      {query.isError ? <Alert>{errorMessage(query.error)}</Alert> : null}
    </>
  );
}
