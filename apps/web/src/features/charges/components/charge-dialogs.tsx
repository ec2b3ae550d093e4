import { useState, type ReactNode } from 'react';
import { useServerForm, type ServerFormStatus } from '../../../lib/use-server-form';
import {
  CHARGE_LEVELS,
  CHARGE_MODES,
  chargeDepartmentsFor,
  chargeItemsFor,
  chargeSchema,
  departmentalChargeSchema,
  formatNaira,
  nairaToKobo,
  MODE_OF_STUDY_LABELS,
  STUDENT_TYPES,
  type ChargeLevel,
  type Kobo,
} from '@portal/domain';
import type { z } from 'zod';
import { FormDialog, type FormDialogProps } from '../../../components/form-dialog';
import { ConfirmDialog } from '../../../components/message-dialog';
import { FormField, type FormFieldProps } from '../../../components/form-field';
import { SelectField } from '../../../components/select-field';
import { errorMessage, isApiError } from '../../../lib/api-client';
import {
  useAddDepartmentalCharge,
  useAddSeminaryCharge,
  useCharges,
  useSaveDepartmentalCharge,
  useSaveSeminaryCharge,
  type DepartmentalCharge,
  type SeminaryCharge,
} from '../api/charges';
import { DetailsList } from '../../../components/details-list';

export const LEVEL_LABELS: Record<ChargeLevel, string> = {
  undergraduate: 'Undergraduate',
  postgraduate: 'Postgraduate',
};
export const STUDENT_TYPE_LABELS: Record<(typeof STUDENT_TYPES)[number], string> = {
  new: 'New',
  returning: 'Returning',
};

const LEVEL_OPTIONS = CHARGE_LEVELS.map((value) => ({ value, label: LEVEL_LABELS[value] }));

/** Whole naira of an amount in kobo, as the amount field shows it. */
export function nairaText(kobo: Kobo | null | undefined): string {
  return kobo === null || kobo === undefined ? '' : String(Math.trunc(kobo / 100));
}

/** Fixed parts of the charge being edited, shown as text. */
function Fixed({ rows }: { rows: [string, string][] }) {
  return <DetailsList className="details details--compact" rows={rows} />;
}

/** The Amount (NGN) field both charge dialogs end with. */
function AmountField(props: Pick<FormFieldProps, 'id' | 'registration' | 'error'>) {
  return (
    <FormField
      label="Amount (NGN)"
      inputMode="numeric"
      autoComplete="off"
      hint="Whole naira, digits only."
      {...props}
    />
  );
}

type ChargeValues = z.input<typeof chargeSchema>;

export interface SeminaryChargeDialogProps {
  /** The item to edit; none for Input New Charge. */
  charge?: SeminaryCharge;
  onSaved: (message: string) => void;
  onCancel: () => void;
}

/** An Input New Charge the server refused because the charge exists: what was sent and its answer. */
interface Existing<T> {
  input: T;
  message: string;
}

export interface ChargeExistsDialogProps<T extends { amount: string | number }> {
  /** What was sent and the server's refusal. */
  existing: Existing<T>;
  /** What the charge is (level, item or department), as text. */
  rows: [string, string][];
  /** The amount set now (undefined while the list reloads). */
  currentKobo: Kobo | null | undefined;
  /** 'Edit' (seminary items) or 'Update' (departments): the screen's word for changing it. */
  changeLabel: string;
  /** The save mutation that changes the existing charge to the new amount; answers the server's message. */
  save: { mutateAsync: (input: T) => Promise<string>; isPending: boolean };
  onSaved: (message: string) => void;
  onCancel: () => void;
}

/**
 * Input New Charge of a charge that exists (issue 15 §2): the server's refusal, the current and
 * the new amount, and Edit/Update, which changes the amount (recorded with the officer), or Cancel.
 */
export function ChargeExistsDialog<T extends { amount: string | number }>({
  existing: { input, message },
  rows,
  currentKobo,
  changeLabel,
  save,
  onSaved,
  onCancel,
}: ChargeExistsDialogProps<T>) {
  const newKobo = nairaToKobo(Number(input.amount));
  return (
    <ConfirmDialog
      title="Charge Already Exists"
      confirmLabel={changeLabel}
      isProcessing={save.isPending}
      onConfirm={async () => onSaved(await save.mutateAsync(input))}
      onCancel={onCancel}
    >
      <p>{message}</p>
      <Fixed
        rows={[
          ...rows,
          ['Current amount', currentKobo === undefined || currentKobo === null ? '…' : formatNaira(currentKobo)],
          ['New amount', formatNaira(newKobo)],
        ]}
      />
      <p>{changeLabel} changes the amount of the existing charge to the new amount.</p>
    </ConfirmDialog>
  );
}

/**
 * Input New Charge adds (refused with 409 when the charge exists, which is kept to offer the
 * change instead); the change of a charge on file saves. The amount goes as whole-naira text.
 */
type ChargeSending<T extends { amount: string | number }> = ReturnType<typeof useChargeSending<T>>;

function useChargeSending<T extends { amount: string | number }>(
  isNew: boolean,
  add: { mutateAsync: (input: T) => Promise<string>; isPending: boolean },
  save: ChargeExistsDialogProps<T>['save'],
  onSaved: (message: string) => void,
) {
  const [existing, setExisting] = useState<Existing<T> | null>(null);
  const send = async (input: T) => {
    if (!isNew) return save.mutateAsync(input);
    try {
      return await add.mutateAsync(input);
    } catch (error) {
      if (isApiError(error) && error.status === 409) setExisting({ input, message: errorMessage(error) });
      throw error;
    }
  };
  return {
    existing,
    save,
    isPending: save.isPending || add.isPending,
    submit: async (values: T) => onSaved(await send({ ...values, amount: String(values.amount) })),
  };
}

/** The words of changing a charge on file: its dialog's title and button, and the change offered when it exists. */
interface ChangeTexts {
  changeTitle: string;
  changeSubmitLabel: string;
  changeLabel: string;
}

const SEMINARY_TEXTS: ChangeTexts = { changeTitle: 'Edit Charge', changeSubmitLabel: 'Save', changeLabel: 'Edit' };
const DEPARTMENTAL_TEXTS: ChangeTexts = {
  changeTitle: 'Update Departmental Charge',
  changeSubmitLabel: 'Update',
  changeLabel: 'Update',
};

/**
 * What the two charge dialogs share: Input New Charge (the fields of a new charge) or the change
 * of one on file (its fixed parts as text), the Amount field, and, once the server answers that
 * the charge exists, Charge Already Exists in place of the form.
 */
interface ChargeDialogFrameProps<C, T extends { amount: string | number }> {
  /** The charge being changed; none for Input New Charge. */
  charge: C | undefined;
  /** What a charge is (level, item or department), as text: for the charge on file and for an input. */
  describe: (charge: C | T) => [string, string][];
  /** The amount on file of the charge an input names (undefined while the list reloads). */
  currentKoboOf: (input: T) => Kobo | null | undefined;
  texts: ChangeTexts;
  /** The sending of the dialog's form (useChargeSending): the charge found to exist, and the save. */
  sending: Pick<ChargeSending<T>, 'existing' | 'save'>;
  status: ServerFormStatus;
  onSubmit: FormDialogProps['onSubmit'];
  /** The fields of Input New Charge before the amount. */
  newFields: ReactNode;
  amountField: ReactNode;
  onSaved: (message: string) => void;
  onCancel: () => void;
}

function ChargeDialogFrame<C, T extends { amount: string | number }>({
  charge,
  describe,
  currentKoboOf,
  texts: { changeTitle, changeSubmitLabel, changeLabel },
  sending: { existing, save },
  status,
  onSubmit,
  newFields,
  amountField,
  onSaved,
  onCancel,
}: ChargeDialogFrameProps<C, T>) {
  if (existing) {
    return (
      <ChargeExistsDialog
        existing={existing}
        rows={describe(existing.input)}
        currentKobo={currentKoboOf(existing.input)}
        changeLabel={changeLabel}
        save={save}
        onSaved={onSaved}
        onCancel={onCancel}
      />
    );
  }
  return (
    <FormDialog
      title={charge ? changeTitle : 'Input New Charge'}
      submitLabel={charge ? changeSubmitLabel : 'Submit'}
      {...status}
      onSubmit={onSubmit}
      onCancel={onCancel}
    >
      {charge ? <Fixed rows={describe(charge)} /> : newFields}
      {amountField}
    </FormDialog>
  );
}

/** Level, New or Returning, Mode of Study and Item of a seminary charge (an input may leave the mode out). */
function describeSeminaryCharge(
  c: Pick<SeminaryCharge, 'level' | 'student_type' | 'item'> & { mode?: SeminaryCharge['mode'] },
) {
  return [
    ['Level', LEVEL_LABELS[c.level]],
    ['New or Returning', STUDENT_TYPE_LABELS[c.student_type]],
    ['Mode of Study', MODE_OF_STUDY_LABELS[c.mode ?? 'in_person']],
    ['Item', c.item],
  ] satisfies [string, string][];
}

/** Input New Charge (Level, New or Returning, Mode of Study, Item, Amount), or Edit of one item's amount. */
export function SeminaryChargeDialog({ charge, onSaved, onCancel }: SeminaryChargeDialogProps) {
  const charges = useCharges();
  // Input New Charge adds (refused when the item exists); Edit changes the amount.
  const sending = useChargeSending(!charge, useAddSeminaryCharge(), useSaveSeminaryCharge(), onSaved);
  const form = useServerForm({
    schema: chargeSchema,
    isPending: sending.isPending,
    mode: 'onTouched',
    defaultValues: charge
      ? {
          level: charge.level,
          student_type: charge.student_type,
          mode: charge.mode,
          item: charge.item,
          amount: nairaText(charge.amount_kobo),
        }
      : {
          level: '' as ChargeValues['level'],
          student_type: '' as ChargeValues['student_type'],
          mode: 'in_person',
          item: '',
          amount: '',
        },
  });
  const { register, setValue, watch, errors } = form;
  const mode = watch('mode') ?? 'in_person';

  return (
    <ChargeDialogFrame
      charge={charge}
      describe={describeSeminaryCharge}
      currentKoboOf={(input) =>
        charges.data?.seminary.find(
          (c) =>
            c.level === input.level &&
            c.student_type === input.student_type &&
            c.mode === input.mode &&
            c.item === input.item,
        )?.amount_kobo
      }
      texts={SEMINARY_TEXTS}
      sending={sending}
      status={form.status}
      onSubmit={form.submitWith(sending.submit)}
      newFields={
        <>
          <SelectField
            id="charge-level"
            label="Level"
            placeholder="Select"
            options={LEVEL_OPTIONS}
            {...form.field('level')}
          />
          <SelectField
            id="charge-student-type"
            label="New or Returning"
            placeholder="Select"
            options={STUDENT_TYPES.map((value) => ({ value, label: STUDENT_TYPE_LABELS[value] }))}
            {...form.field('student_type')}
          />
          <SelectField
            id="charge-mode"
            label="Mode of Study"
            options={CHARGE_MODES.map((value) => ({ value, label: MODE_OF_STUDY_LABELS[value] }))}
            registration={register('mode', { onChange: () => setValue('item', '', { shouldValidate: false }) })}
            error={errors.mode?.message}
          />
          <SelectField
            id="charge-item"
            label="Item"
            placeholder="Select"
            options={chargeItemsFor(mode)}
            {...form.field('item')}
          />
        </>
      }
      amountField={<AmountField id="charge-amount" {...form.field('amount')} />}
      onSaved={onSaved}
      onCancel={onCancel}
    />
  );
}

type DepartmentalValues = z.input<typeof departmentalChargeSchema>;

export interface DepartmentalChargeDialogProps {
  /** The department to update; none for Input New Charge. */
  charge?: DepartmentalCharge;
  onSaved: (message: string) => void;
  onCancel: () => void;
}

/** Input New Charge (level, department, amount) or Update of one department's charge. */
export function DepartmentalChargeDialog({ charge, onSaved, onCancel }: DepartmentalChargeDialogProps) {
  const charges = useCharges();
  // Input New Charge sets a department not set yet (refused when it is); Update changes the amount.
  const sending = useChargeSending(!charge, useAddDepartmentalCharge(), useSaveDepartmentalCharge(), onSaved);
  const form = useServerForm({
    schema: departmentalChargeSchema,
    isPending: sending.isPending,
    mode: 'onTouched',
    defaultValues: charge
      ? { level: charge.level, department: charge.department, amount: nairaText(charge.amount_kobo) }
      : { level: '' as DepartmentalValues['level'], department: '', amount: '' },
  });
  const { register, setValue, watch, errors } = form;
  const level = watch('level');

  return (
    <ChargeDialogFrame
      charge={charge}
      describe={(c) => [
        ['Level', LEVEL_LABELS[c.level]],
        ['Department', c.department],
      ]}
      currentKoboOf={(input) =>
        charges.data?.departmental.find((c) => c.level === input.level && c.department === input.department)
          ?.amount_kobo
      }
      texts={DEPARTMENTAL_TEXTS}
      sending={sending}
      status={form.status}
      onSubmit={form.submitWith(sending.submit)}
      newFields={
        <>
          <SelectField
            id="departmental-level"
            label="Level"
            placeholder="Select"
            options={LEVEL_OPTIONS}
            registration={register('level', { onChange: () => setValue('department', '') })}
            error={errors.level?.message}
          />
          <SelectField
            id="departmental-department"
            label="Department"
            placeholder="Select"
            options={level ? chargeDepartmentsFor(level) : []}
            {...form.field('department')}
          />
        </>
      }
      amountField={<AmountField id="departmental-amount" {...form.field('amount')} />}
      onSaved={onSaved}
      onCancel={onCancel}
    />
  );
}
