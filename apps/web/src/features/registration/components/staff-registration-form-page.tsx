import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { formatNaira, MESSAGES, SMS_MAX_LENGTH } from '@portal/domain';
import { ConfirmDialog } from '../../../components/message-dialog';
import { FeedbackRegion } from '../../../components/feedback';
import { FormDialog } from '../../../components/form-dialog';
import { PageLayout } from '../../../components/page-layout';
import { QueryStatus } from '../../../components/query-status';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { useFeedback } from '../../../lib/use-feedback';
import { useProcessForm, useStaffRegistrationForm, type RegistrationFormResponse } from '../api/registration';
import {
  ChargesTable,
  CoursesTable,
  FeeSummary,
  FormSection,
  PersonalData,
  periodTitle,
  StatusBanner,
} from './registration-form-sections';

type Process = NonNullable<RegistrationFormResponse['process']>;
type Charge = RegistrationFormResponse['charges'][number];
type Actions = ReturnType<typeof useProcessForm>;
type Run = (task: () => Promise<{ message: string }>) => Promise<boolean>;

function SmsBox({ actions, run }: { actions: Actions; run: Run }) {
  const [text, setText] = useState('');
  const tooLong = text.length > SMS_MAX_LENGTH;
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (await run(() => actions.sms.mutateAsync(text.trim()))) setText('');
  };
  return (
    <form className="form" noValidate onSubmit={(e) => void onSubmit(e)}>
      <div className={tooLong ? 'field field--invalid' : 'field'}>
        <label className="field__label" htmlFor="process-sms">
          SMS to the student ({text.length}/{SMS_MAX_LENGTH})
        </label>
        <textarea
          id="process-sms"
          className="field__input field__textarea"
          rows={2}
          value={text}
          aria-invalid={tooLong || undefined}
          aria-describedby={tooLong ? 'process-sms-error' : undefined}
          onChange={(e) => setText(e.target.value)}
        />
        {tooLong ? (
          <p id="process-sms-error" className="field__error">
            {MESSAGES.tooManyCharacters}
          </p>
        ) : null}
      </div>
      <button
        type="submit"
        className="button button--secondary"
        disabled={tooLong || text.trim().length === 0 || actions.sms.isPending}
      >
        {actions.sms.isPending ? 'Processing..' : 'Send SMS'}
      </button>
    </form>
  );
}

function DecisionForm({ actions, run }: { actions: Actions; run: Run }) {
  const [decision, setDecision] = useState<'approve' | 'disapprove' | ''>('');
  const [comment, setComment] = useState('');
  const [touched, setTouched] = useState(false);
  const missing = comment.trim().length === 0;
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!decision || missing) return;
    if (await run(() => actions.decide.mutateAsync({ decision, comment: comment.trim() }))) {
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
              name="decision"
              value={value}
              checked={decision === value}
              onChange={() => setDecision(value)}
            />
            {value === 'approve' ? 'Approve' : 'Disapprove'}
          </label>
        ))}
      </fieldset>
      <div className={touched && missing ? 'field field--invalid' : 'field'}>
        <label className="field__label" htmlFor="process-comment">
          Comment
        </label>
        <textarea
          id="process-comment"
          className="field__input field__textarea"
          rows={2}
          value={comment}
          aria-invalid={(touched && missing) || undefined}
          aria-describedby={touched && missing ? 'process-comment-error' : undefined}
          onBlur={() => setTouched(true)}
          onChange={(e) => setComment(e.target.value)}
        />
        {touched && missing ? (
          <p id="process-comment-error" className="field__error">
            {MESSAGES.required}
          </p>
        ) : null}
      </div>
      <button
        type="submit"
        className="button button--primary"
        disabled={!decision || missing || actions.decide.isPending}
      >
        {actions.decide.isPending ? 'Processing..' : 'Submit Decision'}
      </button>
    </form>
  );
}

function LedgerBalanceForm({ form, actions, run }: { form: RegistrationFormResponse; actions: Actions; run: Run }) {
  const [value, setValue] = useState('');
  const valid = /^-?\d{1,9}$/.test(value.trim().replace(/,/g, ''));
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    if (
      await run(() =>
        actions.ledgerBalance.mutateAsync({ balance: value.trim(), expected_balance_kobo: form.wallet_balance_kobo }),
      )
    ) {
      setValue('');
    }
  };
  return (
    <form className="form form--inline" noValidate onSubmit={(e) => void onSubmit(e)}>
      <div className="field">
        <label className="field__label" htmlFor="process-ledger">
          Ledger balance in naira (the student&apos;s balance in the Bursary ledger)
        </label>
        <input
          id="process-ledger"
          className="field__input"
          inputMode="numeric"
          autoComplete="off"
          value={value}
          aria-describedby="process-ledger-hint"
          onChange={(e) => setValue(e.target.value)}
        />
        <p id="process-ledger-hint" className="field__hint">
          The portal wallet now holds {formatNaira(form.wallet_balance_kobo)}; it will be set to this balance. A
          negative balance means the student owes.
        </p>
      </div>
      <button type="submit" className="button button--primary" disabled={!valid || actions.ledgerBalance.isPending}>
        {actions.ledgerBalance.isPending ? 'Processing..' : 'Enter Ledger Balance'}
      </button>
    </form>
  );
}

function EditChargeDialog({
  charge,
  actions,
  onDone,
}: {
  charge: Charge;
  actions: Actions;
  onDone: (message: string | null) => void;
}) {
  const [amount, setAmount] = useState(String(Math.trunc(charge.amount_kobo / 100)));
  const [error, setError] = useState<string | null>(null);
  const valid = /^\d{1,9}$/.test(amount.trim());
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const answer = await actions.editCharge.mutateAsync({ item: charge.item, amount: amount.trim() });
      onDone(answer.message);
    } catch (err) {
      setError(errorMessage(err));
    }
  };
  return (
    <FormDialog
      title={`Change ${charge.item}`}
      submitLabel="Save"
      canSubmit={valid}
      isProcessing={actions.editCharge.isPending}
      error={error}
      onSubmit={(e) => void onSubmit(e)}
      onCancel={() => onDone(null)}
    >
      <div className="field">
        <label className="field__label" htmlFor="edit-charge-amount">
          Amount in naira for this student
        </label>
        <input
          id="edit-charge-amount"
          className="field__input"
          inputMode="numeric"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
        />
      </div>
    </FormDialog>
  );
}

function ProcessPanel({
  form,
  process,
  actions,
  run,
}: {
  form: RegistrationFormResponse;
  process: Process;
  actions: Actions;
  run: Run;
}) {
  const [confirmUt, setConfirmUt] = useState(false);
  return (
    <FormSection id="process-form" title="Process Form">
      {process.phone_international ? (
        <p>
          <a className="button button--secondary button--small" href={`tel:${process.phone_international}`}>
            Call {process.phone_international}
          </a>
        </p>
      ) : null}
      {process.can_sms ? <SmsBox actions={actions} run={run} /> : null}
      {process.can_decide ? <DecisionForm actions={actions} run={run} /> : null}
      {process.can_enter_ledger_balance ? <LedgerBalanceForm form={form} actions={actions} run={run} /> : null}
      <div className="button-row button-row--start">
        {process.can_verify_staff ? (
          <button
            type="button"
            className="button button--secondary"
            disabled={actions.verifyStaff.isPending}
            onClick={() => void run(() => actions.verifyStaff.mutateAsync())}
          >
            Verify Staff Category
          </button>
        ) : null}
        {process.can_grant_undertaking ? (
          <button type="button" className="button button--secondary" onClick={() => setConfirmUt(true)}>
            Grant Undertaking (UT)
          </button>
        ) : null}
      </div>
      {confirmUt ? (
        <ConfirmDialog
          title="Grant the undertaking?"
          confirmLabel="Grant Undertaking"
          isProcessing={actions.undertaking.isPending}
          onCancel={() => setConfirmUt(false)}
          onConfirm={() => void run(() => actions.undertaking.mutateAsync()).then(() => setConfirmUt(false))}
        >
          <p>
            {form.student.full_name} will be able to submit with an insufficient portal wallet, leaving a negative
            balance.
          </p>
        </ConfirmDialog>
      ) : null}
      {process.history.length > 0 ? (
        <>
          <h3 className="section__subtitle">History</h3>
          <ol className="history">
            {process.history.map((h, i) => (
              <li key={i}>
                <time dateTime={h.at}>{new Date(h.at).toLocaleString('en-NG')}</time>: {h.action}, by {h.by}
                {h.comment ? <q> {h.comment}</q> : null}
              </li>
            ))}
          </ol>
        </>
      ) : null}
    </FormSection>
  );
}

/** /admin/registration-form/{periodId}/{customId}: the student's form and the office's Process Form panel. */
export function StaffRegistrationFormPage() {
  const { periodId = '', customId = '' } = useParams();
  const form = useStaffRegistrationForm(periodId, customId);
  const actions = useProcessForm(periodId, customId);
  const feedback = useFeedback();
  const [editing, setEditing] = useState<Charge | null>(null);
  const data = form.data;
  const run: Run = async (task) => {
    try {
      feedback.show('success', (await task()).message);
      return true;
    } catch (error) {
      feedback.show('error', errorMessage(error));
      return false;
    }
  };
  return (
    <PageLayout
      title={data ? `Registration Form: ${data.student.full_name}` : 'Registration Form'}
      width="wide"
      intro={data ? periodTitle(data.period) : undefined}
      actions={
        data?.can.print ? (
          <Link
            className="button button--secondary"
            to={paths.admin.printRegistrationForm.getHref({ periodId, customId })}
          >
            Print Form
          </Link>
        ) : undefined
      }
    >
      <QueryStatus query={form} />
      <FeedbackRegion message={feedback.message} />
      {data ? (
        <>
          <StatusBanner registration={data.registration} />
          <PersonalData form={data} />
          <FormSection id="seminary-charges" title="Seminary Charges">
            <ChargesTable
              charges={data.charges}
              total={data.summary?.charges_total_kobo ?? null}
              action={
                data.process?.can_edit_charges
                  ? (c) => (
                      <button
                        type="button"
                        className="button button--plain button--small"
                        onClick={() => setEditing(c)}
                      >
                        Edit<span className="visually-hidden"> {c.item}</span>
                      </button>
                    )
                  : undefined
              }
            />
          </FormSection>
          <FormSection id="programme-courses" title="Programme Courses">
            <CoursesTable caption="Courses on the form" courses={data.courses} priced={data.summary !== null} />
          </FormSection>
          <FormSection id="summary-of-fees" title="Summary of Fees">
            <FeeSummary
              summary={data.summary}
              walletKobo={data.wallet_balance_kobo}
              amountToAddKobo={data.amount_to_add_kobo}
              pricingError={data.pricing_error}
            />
          </FormSection>
          {data.process ? <ProcessPanel form={data} process={data.process} actions={actions} run={run} /> : null}
          {editing ? (
            <EditChargeDialog
              charge={editing}
              actions={actions}
              onDone={(message) => {
                setEditing(null);
                if (message) feedback.show('success', message);
              }}
            />
          ) : null}
        </>
      ) : null}
    </PageLayout>
  );
}
