import { useState } from 'react';
import { createFacultySchema, editFacultySchema, FACULTY_TITLES, GENDERS } from '@portal/domain';
import type { z } from 'zod';
import { Dialog } from '../../../components/dialog';
import { FieldsDialog, type FieldSpec } from '../../../components/form-fields';
import { useCreateFaculty, useEditFaculty, type CreatedFaculty, type FacultyMember } from '../../../api/faculty';

type Values = z.input<typeof createFacultySchema>;

export interface CreateFacultyDialogProps {
  onCreated: (created: CreatedFaculty) => void;
  onCancel: () => void;
}

const FIELDS: FieldSpec<keyof Values>[] = [
  {
    kind: 'select',
    name: 'title',
    id: 'faculty-title',
    label: 'Title',
    placeholder: 'Select',
    options: FACULTY_TITLES,
  },
  { name: 'surname', id: 'faculty-surname', label: 'Surname', autoComplete: 'off' },
  { name: 'first_name', id: 'faculty-first-name', label: 'First Name', autoComplete: 'off' },
  { name: 'other_names', id: 'faculty-other-names', label: 'Other Names', autoComplete: 'off', hint: 'Optional.' },
  { kind: 'select', name: 'gender', id: 'faculty-gender', label: 'Gender', placeholder: 'Select', options: GENDERS },
  {
    name: 'phone_number',
    id: 'faculty-phone',
    label: 'Phone Number',
    type: 'tel',
    inputMode: 'numeric',
    autoComplete: 'off',
    hint: '11 digits, such as 08031234567.',
  },
];

/** Create Faculty Account: Title, Surname, First Name, Other Names, Gender, Phone Number. */
export function CreateFacultyDialog({ onCreated, onCancel }: CreateFacultyDialogProps) {
  const create = useCreateFaculty();
  return (
    <FieldsDialog
      title="Create Faculty Account"
      submitLabel="Create Account"
      schema={createFacultySchema}
      defaultValues={{
        title: '' as Values['title'],
        surname: '',
        first_name: '',
        other_names: '',
        gender: '' as Values['gender'],
        phone_number: '',
      }}
      fields={FIELDS}
      send={create.mutateAsync}
      isPending={create.isPending}
      onDone={onCreated}
      onCancel={onCancel}
    />
  );
}

/** A stored value of a select, or '' (Select) when it is not one of the options (an older account). */
function optionOr<T extends string>(options: readonly T[], value: string | null): T {
  return (options as readonly string[]).includes(value ?? '') ? (value as T) : ('' as T);
}

export interface EditFacultyDialogProps {
  member: FacultyMember;
  onDone: (message: string) => void;
  onCancel: () => void;
}

/**
 * Edit on Manage Faculty (issue 27 §7): the create form's fields with the lecturer's values. The
 * username, the lecturer's sign-in, does not change.
 */
export function EditFacultyDialog({ member, onDone, onCancel }: EditFacultyDialogProps) {
  const edit = useEditFaculty();
  return (
    <FieldsDialog
      title="Edit Faculty Account"
      submitLabel="Save"
      schema={editFacultySchema}
      defaultValues={{
        title: optionOr(FACULTY_TITLES, member.title),
        surname: member.surname,
        first_name: member.first_name,
        other_names: member.other_names ?? '',
        gender: optionOr(GENDERS, member.gender),
        phone_number: member.phone_number ?? '',
      }}
      fields={FIELDS}
      send={(input) => edit.mutateAsync({ customId: member.custom_id, ...input })}
      isPending={edit.isPending}
      onDone={onDone}
      onCancel={onCancel}
    >
      <p className="field__hint">Username (unchanged): {member.username}</p>
    </FieldsDialog>
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
