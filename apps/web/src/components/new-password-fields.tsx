import type {
  FieldErrors,
  FieldValues,
  Path,
  UseFormGetFieldState,
  UseFormRegister,
  UseFormTrigger,
} from 'react-hook-form';
import { FormField } from './form-field';

interface NewPasswordValues {
  password: string;
  confirm_password: string;
}

export interface NewPasswordFieldsProps<T extends FieldValues & NewPasswordValues> {
  /** Put before the ids ('reset' gives reset-new-password, reset-confirm-password); none by default. */
  idPrefix?: string;
  /** The form (`useServerForm`) whose values include both passwords. */
  form: {
    register: UseFormRegister<T>;
    trigger: UseFormTrigger<T>;
    getFieldState: UseFormGetFieldState<T>;
    errors: FieldErrors<T>;
  };
}

/** New Password and Confirm Password, for any form whose values include both. */
export function NewPasswordFields<T extends FieldValues & NewPasswordValues>({
  idPrefix,
  form: { register, trigger, getFieldState, errors },
}: NewPasswordFieldsProps<T>) {
  const idOf = (name: string) => (idPrefix ? `${idPrefix}-${name}` : name);
  const password = 'password' as Path<T>;
  const confirmPassword = 'confirm_password' as Path<T>;
  const fieldErrors = errors as FieldErrors<NewPasswordValues>;

  return (
    <>
      <FormField
        id={idOf('new-password')}
        label="New Password"
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters."
        registration={register(password, {
          // Keep the confirmation's '*Mismatch' in step once it has been typed.
          onChange: () => {
            if (getFieldState(confirmPassword).isDirty) void trigger(confirmPassword);
          },
        })}
        error={fieldErrors.password?.message}
      />
      <FormField
        id={idOf('confirm-password')}
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        registration={register(confirmPassword)}
        error={fieldErrors.confirm_password?.message}
      />
    </>
  );
}
