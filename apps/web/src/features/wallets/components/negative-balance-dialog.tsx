import { useForm } from 'react-hook-form';
import { zodResolver } from '../../../lib/zod-resolver';
import { formatNaira, setBalanceSchema } from '@portal/domain';
import type { z } from 'zod';
import { FormDialog } from '../../../components/form-dialog';
import { FormField } from '../../../components/form-field';

/** The reason rule of PUT /api/wallets/:kind/:customId/balance, as the dialog asks for it. */
const reasonSchema = setBalanceSchema.pick({ reason: true });
type ReasonValues = z.input<typeof reasonSchema>;
type ReasonOutput = z.output<typeof reasonSchema>;

export interface NegativeBalanceDialogProps {
  /** Whose wallet, as the list shows it. */
  name: string;
  /** 'portal wallet' or 'accommodation wallet'. */
  noun: string;
  currentKobo: number;
  newKobo: number;
  isProcessing: boolean;
  error: string | null;
  onConfirm: (reason: string) => void;
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
  isProcessing,
  error,
  onConfirm,
  onCancel,
}: NegativeBalanceDialogProps) {
  const {
    register,
    handleSubmit,
    formState: { errors, isValid },
  } = useForm<ReasonValues, unknown, ReasonOutput>({
    resolver: zodResolver(reasonSchema),
    mode: 'onTouched',
    defaultValues: { reason: '' },
  });
  const difference = newKobo - currentKobo;
  const onSubmit = handleSubmit((values) => onConfirm(values.reason));

  return (
    <FormDialog
      title="Confirm Negative Balance"
      submitLabel="Set Negative Balance"
      canSubmit={isValid}
      isProcessing={isProcessing}
      error={error}
      onSubmit={(event) => void onSubmit(event)}
      onCancel={onCancel}
    >
      <p>
        The {noun} of {name} will be in debt. Check the amounts and give the reason.
      </p>
      <dl className="details details--compact">
        <div>
          <dt>Current balance</dt>
          <dd>{formatNaira(currentKobo)}</dd>
        </div>
        <div>
          <dt>New balance</dt>
          <dd>{formatNaira(newKobo)}</dd>
        </div>
        <div>
          <dt>Difference</dt>
          <dd>
            {difference > 0 ? '+' : ''}
            {formatNaira(difference)}
          </dd>
        </div>
      </dl>
      <FormField
        id="negative-balance-reason"
        label="Reason"
        autoComplete="off"
        maxLength={200}
        hint="Recorded on the student’s statement with this change."
        registration={register('reason')}
        error={errors.reason?.message}
      />
    </FormDialog>
  );
}
