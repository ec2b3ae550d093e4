import { useOfficeCan } from '../../../lib/use-office-can';
import { useState } from 'react';
import { useFeedback } from '../../../lib/use-feedback';
import { useCharges } from '../api/charges';

/**
 * The state of a charges page: the charges, whether the user's office may change them, the
 * dialog open (`Editing` names what it edits) and the latest answer.
 */
export function useChargesPage<Editing>() {
  const charges = useCharges();
  const canEdit = useOfficeCan('editCharges');
  const feedback = useFeedback();
  const [editing, setEditing] = useState<Editing | null>(null);

  const saved = (text: string) => {
    setEditing(null);
    feedback.show('success', text);
  };

  return { charges, canEdit, feedback, editing, setEditing, saved };
}

export interface ChargesToolbarProps {
  canEdit: boolean;
  /** Opens Input New Charge. */
  onNew: () => void;
}

/** The toolbar of a charges page: Input New Charge, or why not. */
export function ChargesToolbar({ canEdit, onNew }: ChargesToolbarProps) {
  return canEdit ? (
    <>
      <p className="form-aside">Amounts are in naira.</p>
      <button type="button" className="button button--primary" onClick={onNew}>
        Input New Charge
      </button>
    </>
  ) : (
    <p className="form-aside">Your office can view charges but not change them.</p>
  );
}
