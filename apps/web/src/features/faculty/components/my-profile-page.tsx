import { useState } from 'react';
import { useServerForm } from '../../../lib/use-server-form';
import { useQueryClient } from '@tanstack/react-query';
import { editFacultyNameSchema, FACULTY_TITLES, MESSAGES } from '@portal/domain';
import type { z } from 'zod';
import { Dialog } from '../../../components/dialog';
import { FormDialog } from '../../../components/form-dialog';
import { FormField } from '../../../components/form-field';
import { MessageDialog } from '../../../components/message-dialog';
import { PageLayout } from '../../../components/page-layout';
import { QueryStatus } from '../../../components/query-status';
import { SelectField } from '../../../components/select-field';
import { nameWithTitle } from '../../../lib/names';
import { getStoredSession, storeSession } from '../../../lib/session';
import { currentUserQueryKey } from '../../../api/current-user';
import { PassportUploadFields, usePassportUpload } from '../../../components/passport/passport-upload';
import {
  FACULTY_MESSAGES,
  useEditMyName,
  useMyFacultyProfile,
  useUploadMyPassport,
  type FacultyProfile,
} from '../../../api/faculty';
import { FacultyPhoto } from './faculty-photo';
import { DetailsList } from '../../../components/details-list';

type NameValues = z.input<typeof editFacultyNameSchema>;

function isFacultyTitle(value: string | null): value is NameValues['title'] {
  return (FACULTY_TITLES as readonly (string | null)[]).includes(value);
}

interface EditNameDialogProps {
  profile: FacultyProfile;
  onDone: (message: string) => void;
  onCancel: () => void;
}

function EditNameDialog({ profile, onDone, onCancel }: EditNameDialogProps) {
  const edit = useEditMyName();
  const queryClient = useQueryClient();
  const form = useServerForm({
    schema: editFacultyNameSchema,
    isPending: edit.isPending,
    mode: 'onChange',
    defaultValues: {
      title: isFacultyTitle(profile.title) ? profile.title : ('' as NameValues['title']),
      surname: profile.surname,
      first_name: profile.first_name,
      other_names: profile.other_names ?? '',
    },
  });
  const onSubmit = form.submitWith(async (values) => {
    const message = await edit.mutateAsync(values);
    // The greeting shows the stored surname: keep it in step with the new name.
    const session = getStoredSession();
    if (session) storeSession({ ...session, surname: values.surname });
    void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    onDone(message);
  });

  return (
    <FormDialog title="Edit Name" submitLabel="Save" {...form.status} onSubmit={onSubmit} onCancel={onCancel}>
      <SelectField id="my-title" label="Title" placeholder="Select" options={FACULTY_TITLES} {...form.field('title')} />
      <FormField id="my-surname" label="Surname" {...form.field('surname')} />
      <FormField id="my-first-name" label="First Name" {...form.field('first_name')} />
      <FormField id="my-other-names" label="Other Names" hint="Optional." {...form.field('other_names')} />
    </FormDialog>
  );
}

interface ChangePassportDialogProps {
  onDone: (message: string) => void;
  onCancel: () => void;
}

/** Change Passport: choose, crop square (mandatory), upload; the same flow as the student's. */
function ChangePassportDialog({ onDone, onCancel }: ChangePassportDialogProps) {
  const upload = useUploadMyPassport();
  const passport = usePassportUpload(async (photo) => {
    await upload.mutateAsync(photo);
    onDone(FACULTY_MESSAGES.passportChanged);
  });
  const { isUploading } = passport;

  return (
    <Dialog
      title="Change Passport"
      size="wide"
      onDismiss={isUploading ? undefined : onCancel}
      actions={
        <>
          <button type="button" className="button button--plain" disabled={isUploading} onClick={onCancel}>
            Cancel
          </button>
          <button
            type="button"
            className="button button--primary"
            disabled={!passport.photo || isUploading}
            onClick={() => void passport.upload()}
          >
            {isUploading ? MESSAGES.processing : 'Upload'}
          </button>
        </>
      }
    >
      <div className="form">
        <p className="field__hint">
          Upload a recent, clear passport photograph of your face. You will crop it to a square before uploading.
        </p>
        <PassportUploadFields upload={passport} />
      </div>
    </Dialog>
  );
}

/** /faculty/profile: passport, name with title, e-mail; Edit Name and Change Passport. */
export function MyFacultyProfilePage() {
  const profile = useMyFacultyProfile();
  const [editing, setEditing] = useState<'name' | 'passport' | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const data = profile.data;

  const finish = (message: string) => {
    setEditing(null);
    setDone(message);
  };

  return (
    <PageLayout title="Profile" width="medium">
      <QueryStatus query={profile} />
      {data ? (
        <div className="profile">
          <div className="profile__photo">
            <FacultyPhoto member={data} url={data.passport_url} />
            <button
              type="button"
              className="button button--secondary button--small"
              onClick={() => setEditing('passport')}
            >
              Change Passport
            </button>
          </div>
          <div>
            <DetailsList
              className="details details--compact"
              rows={[
                ['Name', nameWithTitle(data)],
                ['E-mail', data.username],
                data.phone_number ? ['Phone', data.phone_number] : null,
              ]}
            />
            <button type="button" className="button button--secondary" onClick={() => setEditing('name')}>
              Edit Name
            </button>
          </div>
        </div>
      ) : null}

      {data && editing === 'name' ? (
        <EditNameDialog profile={data} onDone={finish} onCancel={() => setEditing(null)} />
      ) : null}
      {editing === 'passport' ? <ChangePassportDialog onDone={finish} onCancel={() => setEditing(null)} /> : null}
      {done ? <MessageDialog title={done} onClose={() => setDone(null)} /> : null}
    </PageLayout>
  );
}
