import { useState, type FormEvent } from 'react';
import { formatTimestamp, MESSAGES, SMS_MAX_LENGTH } from '@portal/domain';

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
  const [text, setText] = useState('');
  const tooLong = text.length > SMS_MAX_LENGTH;
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (await send(text.trim())) setText('');
  };
  return (
    <form className="form" noValidate onSubmit={(e) => void onSubmit(e)}>
      <div className={tooLong ? 'field field--invalid' : 'field'}>
        <label className="field__label" htmlFor={id}>
          {label} ({text.length}/{SMS_MAX_LENGTH})
        </label>
        <textarea
          id={id}
          className="field__input field__textarea"
          rows={2}
          value={text}
          aria-invalid={tooLong || undefined}
          aria-describedby={tooLong ? `${id}-error` : undefined}
          onChange={(e) => setText(e.target.value)}
        />
        {tooLong ? (
          <p id={`${id}-error`} className="field__error">
            {MESSAGES.tooManyCharacters}
          </p>
        ) : null}
      </div>
      <button
        type="submit"
        className="button button--secondary"
        disabled={tooLong || text.trim().length === 0 || isPending}
      >
        {isPending ? MESSAGES.processing : submitLabel}
      </button>
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
  const [decision, setDecision] = useState<Decision | ''>('');
  const [comment, setComment] = useState('');
  const [touched, setTouched] = useState(false);
  const missing = comment.trim().length === 0;
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!decision || missing) return;
    if (await decide({ decision, comment: comment.trim() })) {
      setDecision('');
      setComment('');
      setTouched(false);
    }
  };
  return (
    <form className="form" noValidate onSubmit={(e) => void onSubmit(e)}>
      <fieldset className="choice">
        <legend>Approval</legend>
        {(['approve', 'disapprove'] as const).map((value) => (
          <label key={value} className="choice__option">
            <input
              type="radio"
              name={`${id}-decision`}
              value={value}
              checked={decision === value}
              onChange={() => setDecision(value)}
            />
            {value === 'approve' ? 'Approve' : 'Disapprove'}
          </label>
        ))}
      </fieldset>
      <div className={touched && missing ? 'field field--invalid' : 'field'}>
        <label className="field__label" htmlFor={id}>
          Comment
        </label>
        <textarea
          id={id}
          className="field__input field__textarea"
          rows={2}
          value={comment}
          aria-invalid={(touched && missing) || undefined}
          aria-describedby={touched && missing ? `${id}-error` : undefined}
          onBlur={() => setTouched(true)}
          onChange={(e) => setComment(e.target.value)}
        />
        {touched && missing ? (
          <p id={`${id}-error`} className="field__error">
            {MESSAGES.required}
          </p>
        ) : null}
      </div>
      <button type="submit" className="button button--primary" disabled={!decision || missing || isPending}>
        {isPending ? MESSAGES.processing : submitLabel}
      </button>
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
