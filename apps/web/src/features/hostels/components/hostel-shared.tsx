import './hostels.css';
import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { MESSAGES } from '@portal/domain';
import type { FieldValues } from 'react-hook-form';
import { Dialog } from '../../../components/dialog';
import { useOpenThenResult } from '../../../lib/use-open-then-result';
import { FieldsDialog, type FieldsDialogProps } from '../../../components/form-fields';
import { errorMessage } from '../../../lib/api-client';
import type { FeedbackState } from '../../../lib/use-feedback';

/** '1st Semester - 2025/2026 Session' as the hostel screens title a period. */
export function periodHeading(period: { semester: string; session: string }): string {
  return `${period.semester} Semester - ${period.session} Session`;
}

/** The blue 'Instruction:' box at the top of a hostel screen. */
export function Instruction({ children }: { children: ReactNode }) {
  return (
    <p className="hostel-instruction">
      <strong>Instruction:</strong> {children}
    </p>
  );
}

/** A result dialog: its title (the server's message when no other is given) and one button ('Ok. Continue'). */
export function ContinueDialog({
  title,
  message,
  buttonLabel = 'Ok. Continue',
  onContinue,
  children,
}: {
  title: string;
  message?: string;
  buttonLabel?: string;
  onContinue: () => void;
  children?: ReactNode;
}) {
  return (
    <Dialog
      title={title}
      role="alertdialog"
      onDismiss={onContinue}
      actions={
        <button type="button" className="button button--primary" onClick={onContinue}>
          {buttonLabel}
        </button>
      }
    >
      {message ? <p>{message}</p> : null}
      {children}
    </Dialog>
  );
}

/**
 * A hostel's, room's or bedspace's status in upper case, and for the offices that manage them
 * '[Change Status]', which asks for the other state; the answer opens the Status Changed dialog.
 */
export function StructureStatusCell({
  status,
  itemName,
  canChange,
  save,
  feedback,
}: {
  status: 'opened' | 'closed';
  /** What the button changes, for its accessible name ('Bingham Hostel Flat', 'Room A1'). */
  itemName: string;
  canChange: boolean;
  /** Asks for the state wanted; resolves to the server's message. */
  save: (action: 'open' | 'close') => Promise<string>;
  feedback: Pick<FeedbackState, 'show'>;
}) {
  const [pending, setPending] = useState(false);
  const [changed, setChanged] = useState<string | null>(null);
  const onClick = async () => {
    if (pending) return;
    setPending(true);
    try {
      setChanged(await save(status === 'opened' ? 'close' : 'open'));
    } catch (error) {
      feedback.show('error', errorMessage(error));
    } finally {
      setPending(false);
    }
  };
  return (
    <div className="status-cell">
      <span className={status === 'opened' ? 'badge' : 'badge badge--danger'}>{status.toUpperCase()}</span>
      {canChange ? (
        <button
          type="button"
          className="button button--plain button--small"
          aria-disabled={pending || undefined}
          onClick={() => void onClick()}
        >
          {pending ? (
            MESSAGES.processing
          ) : (
            <>
              [Change Status] <span className="visually-hidden">of {itemName}</span>
            </>
          )}
        </button>
      ) : null}
      {changed ? <ContinueDialog title="Status Changed" message={changed} onContinue={() => setChanged(null)} /> : null}
    </div>
  );
}

/**
 * The period the manage screens count availability for: `?period_id=` in the URL (kept by the
 * links between hostels, rooms and bedspaces), else the current period (the server decides).
 */
export function useAvailabilityPeriod() {
  const [search, setSearch] = useSearchParams();
  const periodId = search.get('period_id') ?? '';
  const withPeriod = (href: string) => (periodId ? `${href}?${new URLSearchParams({ period_id: periodId })}` : href);
  const setPeriodId = (next: string) => setSearch(next ? { period_id: next } : {}, { replace: true });
  return { periodId, withPeriod, setPeriodId };
}

/** What '+ Add Another …' asks for: the dialog's title, the request schema, the starting values and the fields. */
export type AddForm<TValues extends FieldValues, TOutput> = Pick<
  FieldsDialogProps<TValues, TOutput, string>,
  'title' | 'schema' | 'defaultValues' | 'fields'
>;

/**
 * '+ Add Another …' of a hostel, room or bedspace: its `button` shows the form (Submit, Close); once
 * the server has added it, its message shows as a dialog with 'Ok. Continue'. Render `dialogs`.
 */
export function useAddStructure<TValues extends FieldValues, TOutput>(
  form: AddForm<TValues, TOutput>,
  send: (values: TOutput) => Promise<{ message: string }>,
  isPending: boolean,
) {
  const adding = useOpenThenResult<string>();
  const dialogs = (
    <>
      {adding.isOpen ? (
        <FieldsDialog
          submitLabel="Submit"
          cancelLabel="Close"
          {...form}
          send={async (values) => (await send(values)).message}
          isPending={isPending}
          onCancel={adding.close}
          onDone={adding.done}
        />
      ) : null}
      {adding.result ? <ContinueDialog title={adding.result} onContinue={adding.clear} /> : null}
    </>
  );
  const button = (
    <button type="button" className="button button--primary" onClick={adding.open}>
      {`+ ${form.title}`}
    </button>
  );
  return { button, dialogs };
}
