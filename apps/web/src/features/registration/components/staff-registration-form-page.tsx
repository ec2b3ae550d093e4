import { useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { isApiError } from '../../../lib/api-client';
import { editChargeLineSchema, formatNaira, ledgerBalanceSchema } from '@portal/domain';
import { ConfirmDialog } from '../../../components/message-dialog';
import { AMOUNT_INPUT, FormField } from '../../../components/form-field';
import { FieldsDialog } from '../../../components/form-fields';
import { SubmitButton } from '../../../components/form-frame';
import { AuditHistoryLink } from '../../../components/audit-history-link';
import { FormSection, PersonalData } from '../../../components/form-sections';
import { CallLink, DecisionForm, ProcessHistory, SmsBox } from '../../../components/process-form';
import { StaffFormShell } from '../../../components/workflow/staff-form-shell';
import { feedbackRun, useFeedback, type Run } from '../../../lib/use-feedback';
import { useServerForm } from '../../../lib/use-server-form';
import { paths } from '../../../config/paths';
import { useProcessForm, useStaffRegistrationForm, type RegistrationFormResponse } from '../api/registration';
import { ChargesTable, CoursesTable, FeeSummary, StatusBanner } from './registration-form-sections';

type Process = NonNullable<RegistrationFormResponse['process']>;
type Charge = RegistrationFormResponse['charges'][number];
type Actions = ReturnType<typeof useProcessForm>;

function LedgerBalanceForm({ form, actions, run }: { form: RegistrationFormResponse; actions: Actions; run: Run }) {
  const ledger = useServerForm({
    schema: ledgerBalanceSchema,
    isPending: actions.ledgerBalance.isPending,
    mode: 'onTouched',
    defaultValues: { balance: '', expected_balance_kobo: form.wallet_balance_kobo },
  });
  // The answer goes to the page's feedback; the wallet is compared with the form as last loaded.
  const onSubmit = ledger.submitWith(async (input) => {
    if (
      await run(() => actions.ledgerBalance.mutateAsync({ ...input, expected_balance_kobo: form.wallet_balance_kobo }))
    )
      ledger.reset();
  });
  return (
    <form className="form form--inline" noValidate onSubmit={onSubmit}>
      <FormField
        id="process-ledger"
        label="Ledger balance in naira (the student's balance in the Bursary ledger)"
        {...AMOUNT_INPUT}
        hint={`The portal wallet now holds ${formatNaira(form.wallet_balance_kobo)}; it will be set to this balance. A negative balance means the student owes.`}
        {...ledger.field('balance')}
      />
      <SubmitButton status={ledger.status} label="Enter Ledger Balance" />
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
  return (
    <FieldsDialog
      title={`Change ${charge.item}`}
      submitLabel="Save"
      schema={editChargeLineSchema}
      defaultValues={{ item: charge.item, amount: String(Math.trunc(charge.amount_kobo / 100)) }}
      fields={[
        { name: 'amount', id: 'edit-charge-amount', label: 'Amount in naira for this student', inputMode: 'numeric' },
      ]}
      send={(input) => actions.editCharge.mutateAsync(input)}
      isPending={actions.editCharge.isPending}
      onDone={(answer) => onDone(answer.message)}
      onCancel={() => onDone(null)}
    />
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
      {process.phone_international ? <CallLink phone={process.phone_international} /> : null}
      {process.can_sms ? (
        <SmsBox send={(text) => run(() => actions.sms.mutateAsync(text))} isPending={actions.sms.isPending} />
      ) : null}
      {process.can_decide ? (
        <DecisionForm
          decide={(input) => run(() => actions.decide.mutateAsync(input))}
          isPending={actions.decide.isPending}
        />
      ) : null}
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
      <ProcessHistory history={process.history} />
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
  const run = feedbackRun(feedback);
  // No registration of this student in the period: the office's semester registration page, as
  // the student's form sends the student to theirs (student-side §2).
  if (form.isError && isApiError(form.error) && form.error.status === 404) {
    return <Navigate to={paths.admin.semesterRegistration.getHref()} replace />;
  }
  return (
    <StaffFormShell
      formName="Registration Form"
      query={form}
      feedback={feedback}
      printHref={data?.can.print ? paths.admin.printRegistrationForm.getHref({ periodId, customId }) : null}
      printLabel="Print Form"
    >
      {(data) => (
        <>
          <StatusBanner registration={data.registration} viewer="staff" />
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
          <FeeSummary form={data} />
          {data.process ? <ProcessPanel form={data} process={data.process} actions={actions} run={run} /> : null}
          <AuditHistoryLink
            entity="registration"
            customId={customId}
            periodId={periodId}
            label="Audit trail of this form"
          />
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
      )}
    </StaffFormShell>
  );
}
