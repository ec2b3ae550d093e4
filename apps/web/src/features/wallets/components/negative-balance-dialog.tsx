import { useServerForm } from '../../../lib/use-server-form';
import { formatNaira, setBalanceSchema } from '@portal/domain';
import { DetailsList } from '../../../components/details-list';
import { FormDialog } from '../../../components/form-dialog';
import { FormField } from '../../../components/form-field';

/** The reason rule of PUT /api/wallets/:kind/:customId/balance, as the dialog asks for it. */
const reasonSchema = setBalanceSchema.pick({ reason: true });

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
  const form = useServerForm({
    schema: reasonSchema,
    mode: 'onTouched',
    defaultValues: { reason: '' },
  });
  const difference = newKobo - currentKobo;
  const onSubmit = form.submitWith((values) => onConfirm(values.reason));

  return (
    <FormDialog
      title="Confirm Negative Balance"
      submitLabel="Set Negative Balance"
      {...form.status}
      onSubmit={onSubmit}
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
      <FormField
        id="negative-balance-reason"
        label="Reason"
        autoComplete="off"
        maxLength={200}
        hint="Recorded on the student’s statement with this change."
        {...form.field('reason')}
      />
    </FormDialog>
  );
}
