import type { ReactNode } from 'react';
import type { DefaultValues, FieldPath, FieldValues, UseFormRegisterReturn } from 'react-hook-form';
import type { $ZodType } from 'zod/v4/core';
import { useServerForm } from '../lib/use-server-form';
import { FormDialog } from './form-dialog';
import { FormField, type FormFieldProps } from './form-field';
import { SelectField, type SelectFieldProps } from './select-field';
import { TextAreaField, type TextAreaFieldProps } from './textarea-field';

type Bound = 'registration' | 'error';

/**
 * As for react-hook-form's `register`: what the value becomes before validation (an empty caution
 * fee is '0'), and what else a change does (a new category empties the programme chosen).
 */
export interface FieldOptions {
  setValueAs?: (value: string) => unknown;
  onChange?: () => void;
}

/** One field of a form, as data: which value it edits, its kind and the control's own props. */
export type FieldSpec<TName extends string = string> = { name: TName; register?: FieldOptions } & (
  | ({ kind?: 'input' } & Omit<FormFieldProps, Bound>)
  | ({ kind: 'select' } & Omit<SelectFieldProps, Bound>)
  | ({ kind: 'textarea' } & Omit<TextAreaFieldProps, Bound>)
);

/** A select with the 'Select' prompt, the usual choice field of a form. */
export function selectSpec<TName extends string>(
  name: TName,
  id: string,
  label: string,
  options: SelectFieldProps['options'],
): FieldSpec<TName> {
  return { kind: 'select', name, id, label, options, placeholder: 'Select' };
}

/** The empty starting values of a form whose fields are `fields` (a choice not yet made is ''). */
export function emptyValuesOf<TValues>(fields: readonly { name: string }[]): TValues {
  return Object.fromEntries(fields.map((field) => [field.name, ''])) as TValues;
}

export interface FormFieldsProps<TName extends string> {
  /** The form (`useServerForm`): each field takes its registration and message from it. */
  form: {
    field: (name: TName, options?: FieldOptions) => { registration: UseFormRegisterReturn; error: string | undefined };
  };
  fields: readonly FieldSpec<TName>[];
}

/** A form's fields drawn from data, in order: the kit's FormField, SelectField or TextAreaField. */
export function FormFields<TName extends string>({ form, fields }: FormFieldsProps<TName>) {
  return (
    <>
      {fields.map((spec) => {
        const bound = form.field(spec.name, spec.register);
        if (spec.kind === 'select') {
          const { name: _name, kind: _kind, register: _register, ...props } = spec;
          return <SelectField key={spec.id} {...props} {...bound} />;
        }
        if (spec.kind === 'textarea') {
          const { name: _name, kind: _kind, register: _register, ...props } = spec;
          return <TextAreaField key={spec.id} {...props} {...bound} />;
        }
        const { name: _name, kind: _kind, register: _register, ...props } = spec;
        return <FormField key={spec.id} {...props} {...bound} />;
      })}
    </>
  );
}

export interface FieldsDialogProps<TValues extends FieldValues, TOutput, TResult> {
  title: string;
  submitLabel: string;
  cancelLabel?: string;
  /** The request schema from @portal/domain. */
  schema: $ZodType<TOutput, TValues>;
  defaultValues: DefaultValues<TValues>;
  /** When fields are validated: after leaving them (default) or as the user types. */
  mode?: 'onTouched' | 'onChange';
  fields: readonly FieldSpec<FieldPath<TValues>>[];
  /** Sends the values; a refusal it throws is shown in the dialog. */
  send: (values: TOutput) => Promise<TResult>;
  /** The request's own pending state (a mutation). */
  isPending?: boolean;
  onDone: (result: TResult) => void;
  onCancel: () => void;
  /** Shown above the fields (e.g. the period the form is for). */
  children?: ReactNode;
}

/**
 * A `FormDialog` whose form is data: the schema, the starting values and the fields. Submitting
 * sends the values and hands the answer on; the server's refusal stays in the dialog.
 */
export function FieldsDialog<TValues extends FieldValues, TOutput, TResult>({
  title,
  submitLabel,
  cancelLabel,
  schema,
  defaultValues,
  mode = 'onTouched',
  fields,
  send,
  isPending,
  onDone,
  onCancel,
  children,
}: FieldsDialogProps<TValues, TOutput, TResult>) {
  const form = useServerForm({ schema, isPending, mode, defaultValues });
  return (
    <FormDialog
      title={title}
      submitLabel={submitLabel}
      cancelLabel={cancelLabel}
      {...form.status}
      onSubmit={form.submitWith(async (values) => onDone(await send(values)))}
      onCancel={onCancel}
    >
      {children}
      <FormFields form={form} fields={fields} />
    </FormDialog>
  );
}
