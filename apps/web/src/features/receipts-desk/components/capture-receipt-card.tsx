import { useState } from 'react';
import { useServerForm } from '../../../lib/use-server-form';
import {
  captureReceiptSchema,
  formatDateTime,
  formatNaira,
  ledgerLookupQuerySchema,
  MESSAGES,
  RECEIPT_DESCRIPTION_LABELS,
  RECEIPT_DESCRIPTIONS,
  RECEIPT_MESSAGES,
  type CaptureReceiptInput,
} from '@portal/domain';
import { DataTable, type DataColumn } from '../../../components/data-table';
import { FeedbackMessage, FeedbackRegion } from '../../../components/feedback';
import { AMOUNT_INPUT, CODE_INPUT } from '../../../components/form-field';
import { FormFields, selectSpec, type FieldSpec } from '../../../components/form-fields';
import { MessageDialog } from '../../../components/message-dialog';
import { useFeedback } from '../../../lib/use-feedback';
import {
  useCaptureReceipt,
  useLedgerLookup,
  type CaptureReceiptResponse,
  type LedgerLookupResponse,
  type ReceiptView,
} from '../api/receipts';
import { DeskDetails } from './desk-card';
import { DeskSearch } from './desk-search';

const DESCRIPTION_OPTIONS = RECEIPT_DESCRIPTIONS.map((value) => ({ value, label: RECEIPT_DESCRIPTION_LABELS[value] }));

const CAPTURE_FIELDS: FieldSpec<keyof CaptureReceiptInput>[] = [
  {
    ...selectSpec('description', 'desk-capture-description', 'Description', DESCRIPTION_OPTIONS),
    hint: 'Accommodation credits the accommodation wallet; the others the portal wallet.',
  },
  { name: 'amount', id: 'desk-capture-amount', label: 'Amount', hint: 'Whole naira, e.g. 25000.', ...AMOUNT_INPUT },
  { name: 'receipt_number', id: 'desk-capture-receipt-number', label: 'Receipt Number', ...CODE_INPUT },
];

const RECEIPT_COLUMNS: DataColumn<ReceiptView>[] = [
  { header: 'Receipt Number', cell: (r) => r.receipt_number, nowrap: true },
  { header: 'Description', cell: (r) => r.description_label },
  { header: 'Amount', cell: (r) => formatNaira(r.amount_kobo), align: 'end', nowrap: true },
  { header: 'Date', cell: (r) => formatDateTime(r.captured_at), nowrap: true },
  { header: 'Captured By', cell: (r) => r.captured_by },
];

function registrationTerm(lookup: LedgerLookupResponse): string {
  return lookup.period ? `Registration (${lookup.period.semester} Semester, ${lookup.period.session})` : 'Registration';
}

function StudentDetails({ lookup }: { lookup: LedgerLookupResponse }) {
  const { student, wallets } = lookup;
  return (
    <DeskDetails
      label="Student"
      rows={[
        ['Full Name', student.full_name],
        ['Student ID', student.student_id],
        ['Programme', student.programme ?? '-'],
        ['Ledger Number', student.ledger_number],
        ['Portal Wallet', formatNaira(wallets.portal_kobo)],
        ['Accommodation Wallet', formatNaira(wallets.accommodation_kobo)],
        [registrationTerm(lookup), lookup.registration_status_label ?? 'Not started'],
      ]}
    />
  );
}

function CapturedDialog({ answer, onClose }: { answer: CaptureReceiptResponse; onClose: () => void }) {
  const wallet = answer.receipt.wallet_kind === 'accommodation' ? 'Accommodation wallet' : 'Portal wallet';
  return (
    <MessageDialog title="Receipt Captured" onClose={onClose}>
      <p className="dialog__success">{answer.message}</p>
      <DeskDetails
        label="Captured receipt"
        rows={[
          ['Receipt Number', answer.receipt.receipt_number],
          ['Amount', formatNaira(answer.receipt.amount_kobo)],
          [`${wallet} balance`, formatNaira(answer.balance_after_kobo)],
        ]}
      />
    </MessageDialog>
  );
}

/** Description, amount and receipt number for the student found (the ledger number goes with them). */
function CaptureForm({ ledgerNumber }: { ledgerNumber: string }) {
  const capture = useCaptureReceipt();
  const feedback = useFeedback();
  const [captured, setCaptured] = useState<CaptureReceiptResponse | null>(null);
  const form = useServerForm({
    schema: captureReceiptSchema,
    isPending: capture.isPending,
    onRefused: (message) => feedback.show('error', message),
    // Errors after a Capture attempt, then as the officer corrects them (a field left empty after a
    // capture is not an error until the next attempt).
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: {
      ledger_number: ledgerNumber,
      description: '' as CaptureReceiptInput['description'],
      amount: '',
      receipt_number: '',
    },
  });
  const { reset, isProcessing } = form;

  const onSubmit = form.submitWith(async (values) => {
    feedback.clear();
    // The form is emptied when the dialog closes: emptied now, the field left as the dialog
    // opens would be validated empty ('*Required') under the success message.
    setCaptured(await capture.mutateAsync(values));
  });

  return (
    <>
      <form className="form desk-card__result" noValidate onSubmit={onSubmit}>
        <FormFields form={form} fields={CAPTURE_FIELDS} />
        <button type="submit" className="button button--primary" disabled={isProcessing}>
          {isProcessing ? MESSAGES.processing : 'Capture Receipt'}
        </button>
      </form>
      <FeedbackRegion message={feedback.message} className="desk-card__alert" />
      {captured ? (
        <CapturedDialog
          answer={captured}
          onClose={() => {
            reset();
            setCaptured(null);
          }}
        />
      ) : null}
    </>
  );
}

function LookupAnswer({ lookup }: { lookup: LedgerLookupResponse }) {
  return (
    <div className="desk-card__result">
      <StudentDetails lookup={lookup} />
      {lookup.notice ? (
        <FeedbackMessage tone="info" className="desk-card__alert">
          {lookup.notice}
        </FeedbackMessage>
      ) : lookup.can_capture ? (
        <CaptureForm key={lookup.student.custom_id} ledgerNumber={lookup.student.ledger_number} />
      ) : (
        <p className="form-aside desk-card__alert">{RECEIPT_MESSAGES.notAllowed}</p>
      )}
      <h3 className="desk-card__subtitle">Recent receipts</h3>
      <DataTable
        caption={`Recent receipts of ${lookup.student.full_name}`}
        columns={RECEIPT_COLUMNS}
        rows={lookup.recent_receipts}
        rowKey={(r) => r.id}
      />
    </div>
  );
}

/** Capture Receipt: find the student by ledger number, then capture (ict, bursar, assistant bursar). */
export function CaptureReceiptCard() {
  return (
    <DeskSearch
      id="desk-capture-title"
      title="Capture Receipt"
      schema={ledgerLookupQuerySchema}
      name="ledger_number"
      field={{ id: 'desk-capture-ledger', label: 'Ledger Number' }}
      submitLabel="Search"
      useLookup={useLedgerLookup}
    >
      {(lookup) => <LookupAnswer lookup={lookup} />}
    </DeskSearch>
  );
}
