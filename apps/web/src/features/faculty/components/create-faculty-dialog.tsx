import { useState } from 'react';
import { useServerForm } from '../../../lib/use-server-form';
import { createFacultySchema, FACULTY_TITLES, GENDERS } from '@portal/domain';
import type { z } from 'zod';
import { Dialog } from '../../../components/dialog';
import { FormDialog } from '../../../components/form-dialog';
import { FormField } from '../../../components/form-field';
import { SelectField } from '../../../components/select-field';
import { useCreateFaculty, type CreatedFaculty } from '../../../api/faculty';

type Values = z.input<typeof createFacultySchema>;

export interface CreateFacultyDialogProps {
  onCreated: (created: CreatedFaculty) => void;
  onCancel: () => void;
}

/** Create Faculty Account: Title, Surname, First Name, Other Names, Gender, Phone Number. */
export function CreateFacultyDialog({ onCreated, onCancel }: CreateFacultyDialogProps) {
  const create = useCreateFaculty();
  const form = useServerForm({
    schema: createFacultySchema,
    isPending: create.isPending,
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
  const onSubmit = form.submitWith(async (values) => onCreated(await create.mutateAsync(values)));

  return (
    <FormDialog
      title="Create Faculty Account"
      submitLabel="Create Account"
      {...form.status}
      onSubmit={onSubmit}
      onCancel={onCancel}
    >
      <SelectField
        id="faculty-title"
        label="Title"
        placeholder="Select"
        options={FACULTY_TITLES}
        {...form.field('title')}
      />
      <FormField id="faculty-surname" label="Surname" autoComplete="off" {...form.field('surname')} />
      <FormField id="faculty-first-name" label="First Name" autoComplete="off" {...form.field('first_name')} />
      <FormField
        id="faculty-other-names"
        label="Other Names"
        autoComplete="off"
        hint="Optional."
        {...form.field('other_names')}
      />
      <SelectField
        id="faculty-gender"
        label="Gender"
        placeholder="Select"
        options={GENDERS}
        {...form.field('gender')}
      />
      <FormField
        id="faculty-phone"
        label="Phone Number"
        type="tel"
        inputMode="numeric"
        autoComplete="off"
        hint="11 digits, such as 08031234567."
        {...form.field('phone_number')}
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
