import { formatNaira, setBalanceSchema } from '@portal/domain';
import { DetailsList } from '../../../components/details-list';
import { FieldsDialog, type FieldSpec } from '../../../components/form-fields';

/** The reason rule of PUT /api/wallets/:kind/:customId/balance, as the dialog asks for it. */
const reasonSchema = setBalanceSchema.pick({ reason: true });

const REASON_FIELDS: FieldSpec<'reason'>[] = [
  {
    name: 'reason',
    id: 'negative-balance-reason',
    label: 'Reason',
    autoComplete: 'off',
    maxLength: 200,
    hint: 'Recorded on the student’s statement with this change.',
  },
];

export interface NegativeBalanceDialogProps {
  /** Whose wallet, as the list shows it. */
  name: string;
  /** 'portal wallet' or 'accommodation wallet'. */
  noun: string;
  currentKobo: number;
  newKobo: number;
  /** Sets the balance with the reason; a refusal it throws is shown in the dialog. */
  onConfirm: (reason: string) => Promise<void>;
  onCancel: () => void;
}

/**
 * Asked before a wallet is set below zero (issue 15 §3): the current balance, the new balance
 * and the difference, and the reason for the debt, which the statement keeps. The server
 * refuses a negative balance sent without this confirmation.
 */
export function NegativeBalanceDialog({
  name,
  noun,
  currentKobo,
  newKobo,
  onConfirm,
  onCancel,
}: NegativeBalanceDialogProps) {
  const difference = newKobo - currentKobo;
  return (
    <FieldsDialog
      title="Confirm Negative Balance"
      submitLabel="Set Negative Balance"
      schema={reasonSchema}
      defaultValues={{ reason: '' }}
      fields={REASON_FIELDS}
      send={(values) => onConfirm(values.reason)}
      // The caller closes the dialog once the balance is set.
      onDone={() => undefined}
      onCancel={onCancel}
    >
      <p>
        The {noun} of {name} will be in debt. Check the amounts and give the reason.
      </p>
      <DetailsList
        className="details details--compact"
        rows={[
          ['Current balance', formatNaira(currentKobo)],
          ['New balance', formatNaira(newKobo)],
          ['Difference', `${difference > 0 ? '+' : ''}${formatNaira(difference)}`],
        ]}
      />
    </FieldsDialog>
  );
}
