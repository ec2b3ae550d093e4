import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatNaira } from '@portal/domain';
import { FormSection } from '../form-sections';

/**
 * 'For Approval' on the student's registration and add/drop forms: the Forward button while the
 * form may be forwarded, otherwise the sentence that says why not (`otherwise`).
 */
export function ForApprovalSection({
  canForward,
  what,
  isPending,
  onForward,
  otherwise,
}: {
  canForward: boolean;
  /** What the student finishes before forwarding: 'courses' or 'changes'. */
  what: string;
  isPending: boolean;
  onForward: () => void;
  otherwise: ReactNode;
}) {
  return (
    <FormSection id="for-approval" title="For Approval">
      {canForward ? (
        <>
          <p>When your {what} are complete, forward the form to the DPAA&apos;s Office for approval.</p>
          <button type="button" className="button button--primary" disabled={isPending} onClick={onForward}>
            {isPending ? 'Processing..' : 'Forward for Approval'}
          </button>
        </>
      ) : (
        <p>{otherwise}</p>
      )}
    </FormSection>
  );
}

/** The completed form's numbers, as 'Submit & Print' shows them above the print link. */
export interface CompletedForm {
  form_number: string | null;
  opening_balance_kobo: number | null;
  closing_balance_kobo: number | null;
}

/**
 * 'Submit & Print': the completed form's number, balances and print link; else the Submit
 * button while the form may be submitted; else why not (`otherwise`).
 */
export function SubmitPrintSection({
  completed,
  printHref,
  printLabel,
  canSubmit,
  isPending,
  onSubmit,
  otherwise,
}: {
  /** The form once it is completed, else null. */
  completed: CompletedForm | null;
  printHref: string;
  printLabel: string;
  canSubmit: boolean;
  isPending: boolean;
  onSubmit: () => void;
  otherwise: ReactNode;
}) {
  return (
    <FormSection id="submit-print" title="Submit & Print">
      {completed ? (
        <>
          <p>
            Form number <strong>{completed.form_number}</strong>. Opening balance{' '}
            {formatNaira(completed.opening_balance_kobo ?? 0)}, closing balance{' '}
            {formatNaira(completed.closing_balance_kobo ?? 0)}.
          </p>
          <Link className="button button--primary" to={printHref}>
            {printLabel}
          </Link>
        </>
      ) : canSubmit ? (
        <button type="button" className="button button--primary" disabled={isPending} onClick={onSubmit}>
          {isPending ? 'Processing..' : 'Submit & Print'}
        </button>
      ) : (
        otherwise
      )}
    </FormSection>
  );
}
