import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '../../../lib/zod-resolver';
import { createFacultySchema, FACULTY_TITLES, GENDERS } from '@portal/domain';
import type { z } from 'zod';
import { Dialog } from '../../../components/dialog';
import { FormDialog } from '../../../components/form-dialog';
import { FormField } from '../../../components/form-field';
import { SelectField } from '../../../components/select-field';
import { errorMessage } from '../../../lib/api-client';
import { useCreateFaculty, type CreatedFaculty } from '../../../api/faculty';

type Values = z.input<typeof createFacultySchema>;
type Output = z.output<typeof createFacultySchema>;

export interface CreateFacultyDialogProps {
  onCreated: (created: CreatedFaculty) => void;
  onCancel: () => void;
}

/** Create Faculty Account: Title, Surname, First Name, Other Names, Gender, Phone Number. */
export function CreateFacultyDialog({ onCreated, onCancel }: CreateFacultyDialogProps) {
  const create = useCreateFaculty();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isValid, isSubmitting },
  } = useForm<Values, unknown, Output>({
    resolver: zodResolver(createFacultySchema),
    mode: 'onTouched',
    defaultValues: {
      title: '' as Values['title'],
      surname: '',
      first_name: '',
      other_names: '',
      gender: '' as Values['gender'],
      phone_number: '',
    },
  });
  const isProcessing = isSubmitting || create.isPending;

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      onCreated(await create.mutateAsync(values));
    } catch (error) {
      setServerError(errorMessage(error));
    }
  });

  return (
    <FormDialog
      title="Create Faculty Account"
      submitLabel="Create Account"
      canSubmit={isValid}
      isProcessing={isProcessing}
      error={serverError}
      onSubmit={(event) => void onSubmit(event)}
      onCancel={onCancel}
    >
      <SelectField
        id="faculty-title"
        label="Title"
        placeholder="Select"
        options={FACULTY_TITLES}
        registration={register('title')}
        error={errors.title?.message}
      />
      <FormField
        id="faculty-surname"
        label="Surname"
        autoComplete="off"
        registration={register('surname')}
        error={errors.surname?.message}
      />
      <FormField
        id="faculty-first-name"
        label="First Name"
        autoComplete="off"
        registration={register('first_name')}
        error={errors.first_name?.message}
      />
      <FormField
        id="faculty-other-names"
        label="Other Names"
        autoComplete="off"
        hint="Optional."
        registration={register('other_names')}
        error={errors.other_names?.message}
      />
      <SelectField
        id="faculty-gender"
        label="Gender"
        placeholder="Select"
        options={GENDERS}
        registration={register('gender')}
        error={errors.gender?.message}
      />
      <FormField
        id="faculty-phone"
        label="Phone Number"
        type="tel"
        inputMode="numeric"
        autoComplete="off"
        hint="11 digits, such as 08031234567."
        registration={register('phone_number')}
        error={errors.phone_number?.message}
      />
    </FormDialog>
  );
}

export interface FacultyCreatedDialogProps {
  created: CreatedFaculty;
  onClose: () => void;
}

/**
 * The new account's username and one-time password. The password is shown here once and
 * nowhere else: the page forgets it when this dialog closes.
 */
export function FacultyCreatedDialog({ created, onClose }: FacultyCreatedDialogProps) {
  const [copied, setCopied] = useState<string | null>(null);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created.one_time_password);
      setCopied('Copied.');
    } catch {
      setCopied('Could not copy: select the password and copy it.');
    }
  };

  return (
    <Dialog
      title={created.message}
      actions={
        <button type="button" className="button button--primary" onClick={onClose}>
          Done
        </button>
      }
    >
      <div className="secret-box">
        <div className="secret-box__row">
          <span>Username:</span>
          <code className="secret-box__value">{created.username}</code>
        </div>
        {created.username_note ? <p className="field__hint">{created.username_note}</p> : null}
        <div className="secret-box__row">
          <span>One-time password:</span>
          <code className="secret-box__value" data-testid="one-time-password">
            {created.one_time_password}
          </code>
          <button type="button" className="button button--secondary button--small" onClick={() => void copy()}>
            Copy
          </button>
        </div>
        <p role="status" className="field__hint">
          {copied}
        </p>
      </div>
      <p>
        Give these to the lecturer. The password is shown only this once, and the lecturer must change it at first
        login.
      </p>
    </Dialog>
  );
}
