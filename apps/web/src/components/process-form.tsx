import { formatTimestamp, registrationDecisionSchema, SMS_MAX_LENGTH, smsMessageSchema } from '@portal/domain';
import { useServerForm } from '../lib/use-server-form';
import { SubmitButton } from './form-frame';
import { TextAreaField } from './textarea-field';

/**
 * The controls of a staff form's Process Form panel (registration, add/drop): the call link,
 * the SMS box, the approve/disapprove decision with its required comment, and the history.
 * Each action is the screen's: it answers whether the server accepted it.
 */

/** Sends a request and shows its answer; true when the server accepted it. */
export type ProcessAction<T> = (input: T) => Promise<boolean>;

/** 'Call +234…': the student's number in international form, as a tel: link. */
export function CallLink({ phone }: { phone: string }) {
  return (
    <p>
      <a className="button button--secondary button--small" href={`tel:${phone}`}>
        Call {phone}
      </a>
    </p>
  );
}

export interface SmsBoxProps {
  send: ProcessAction<string>;
  isPending: boolean;
  /** The textarea's label (the character count follows it). */
  label?: string;
  submitLabel?: string;
  id?: string;
}

/** An SMS to the student: 1 to 100 characters ('*Too many characters' beyond). */
export function SmsBox({
  send,
  isPending,
  label = 'SMS to the student',
  submitLabel = 'Send SMS',
  id = 'process-sms',
}: SmsBoxProps) {
  const form = useServerForm({ schema: smsMessageSchema, isPending, mode: 'onChange', defaultValues: { message: '' } });
  // The screen shows the answer (its feedback region); a message the server took is cleared.
  const onSubmit = form.submitWith(async ({ message }) => {
    if (await send(message)) form.reset();
  });
  return (
    <form className="form" noValidate onSubmit={onSubmit}>
      <TextAreaField
        id={id}
        label={`${label} (${form.watch('message').length}/${SMS_MAX_LENGTH})`}
        rows={2}
        {...form.field('message')}
      />
      <SubmitButton status={form.status} label={submitLabel} className="button button--secondary" />
    </form>
  );
}

export type Decision = 'approve' | 'disapprove';

export interface DecisionFormProps {
  decide: ProcessAction<{ decision: Decision; comment: string }>;
  isPending: boolean;
  submitLabel?: string;
  id?: string;
}

/** Approval: Approve or Disapprove, and a comment that is required either way ('*Required'). */
export function DecisionForm({
  decide,
  isPending,
  submitLabel = 'Submit Decision',
  id = 'process-comment',
}: DecisionFormProps) {
  const form = useServerForm({
    schema: registrationDecisionSchema,
    isPending,
    mode: 'onTouched',
    defaultValues: { comment: '' },
  });
  // The screen shows the answer (its feedback region); a decision the server took is cleared.
  const onSubmit = form.submitWith(async (input) => {
    if (await decide(input)) form.reset();
  });
  return (
    <form className="form" noValidate onSubmit={onSubmit}>
      <fieldset className="choice">
        <legend>Approval</legend>
        {(['approve', 'disapprove'] as const).map((value) => (
          <label key={value} className="choice__option">
            <input type="radio" value={value} {...form.register('decision')} />
            {value === 'approve' ? 'Approve' : 'Disapprove'}
          </label>
        ))}
      </fieldset>
      <TextAreaField id={id} label="Comment" rows={2} {...form.field('comment')} />
      <SubmitButton status={form.status} label={submitLabel} />
    </form>
  );
}

export interface HistoryEntry {
  at: string;
  action: string;
  by: string;
  comment: string | null;
}

/** What happened to the form, oldest first: date, action, by whom and the comment. */
export function ProcessHistory({ history }: { history: readonly HistoryEntry[] }) {
  if (history.length === 0) return null;
  return (
    <>
      <h3 className="section__subtitle">History</h3>
      <ol className="history">
        {history.map((h, i) => (
          <li key={i}>
            <time dateTime={h.at}>{formatTimestamp(h.at)}</time>: {h.action}, by {h.by}
            {h.comment ? <q> {h.comment}</q> : null}
          </li>
        ))}
      </ol>
    </>
  );
}
