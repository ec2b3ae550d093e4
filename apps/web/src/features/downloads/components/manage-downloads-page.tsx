import { useId, useState, type ChangeEvent } from 'react';
import { useServerForm } from '../../../lib/use-server-form';
import { DOWNLOAD_MAX_BYTES, downloadLinkSchema, downloadTitleSchema, MESSAGES } from '@portal/domain';
import { DataTable, type DataColumn } from '../../../components/data-table';
import { FeedbackRegion } from '../../../components/feedback';
import { FormField } from '../../../components/form-field';
import { SubmitButton } from '../../../components/form-frame';
import { ConfirmDialog } from '../../../components/message-dialog';
import { PageLayout } from '../../../components/page-layout';
import { errorMessage } from '../../../lib/api-client';
import { useFeedback, type FeedbackState } from '../../../lib/use-feedback';
import {
  DOWNLOAD_SAVED_MESSAGE,
  useAddDownload,
  useDownloads,
  useEditDownload,
  useRemoveDownload,
  type Download,
} from '../api/downloads';
import { DownloadLink } from './downloads-page';

interface FeedbackProps {
  /** Shows the answer above the list (`useFeedback().show`). */
  onFeedback: FeedbackState['show'];
}

// ---- add ----------------------------------------------------------------------------------

function AddLinkForm({ onFeedback }: FeedbackProps) {
  const add = useAddDownload();
  const form = useServerForm({
    schema: downloadLinkSchema,
    isPending: add.isPending,
    onRefused: (message) => onFeedback('error', message),
    mode: 'onChange',
    defaultValues: { title: '', url: '' },
  });
  const onSubmit = form.submitWith(async (values) => {
    await add.mutateAsync({ kind: 'link', ...values });
    form.reset({ title: '', url: '' });
    onFeedback('success', DOWNLOAD_SAVED_MESSAGE);
  });

  return (
    <form className="form" noValidate onSubmit={onSubmit}>
      <FormField id="add-link-title" label="Title" {...form.field('title')} />
      <FormField
        id="add-link-url"
        label="URL"
        type="url"
        inputMode="url"
        hint="A full address starting with https://"
        {...form.field('url')}
      />
      <SubmitButton status={form.status} label="Add Download" />
    </form>
  );
}

function AddFileForm({ onFeedback }: FeedbackProps) {
  const add = useAddDownload();
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const form = useServerForm({
    schema: downloadTitleSchema,
    isPending: add.isPending,
    onRefused: (message) => onFeedback('error', message),
    mode: 'onChange',
    defaultValues: { title: '' },
  });

  const onFileChange = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    if (chosen && chosen.size > DOWNLOAD_MAX_BYTES) {
      setFile(null);
      setFileError('The file is too large: the maximum is 15 MB.');
      return;
    }
    setFileError(null);
    setFile(chosen);
  };

  const onSubmit = form.submitWith(async (values) => {
    if (!file) return;
    await add.mutateAsync({ kind: 'file', title: values.title, file });
    form.reset({ title: '' });
    setFile(null);
    setInputKey((k) => k + 1);
    onFeedback('success', DOWNLOAD_SAVED_MESSAGE);
  });

  return (
    <form className="form" noValidate onSubmit={onSubmit}>
      <FormField id="add-file-title" label="Title" {...form.field('title')} />
      <div className={['field', fileError ? 'field--invalid' : ''].filter(Boolean).join(' ')}>
        <label className="field__label" htmlFor={fileId}>
          File to upload
        </label>
        <input
          key={inputKey}
          id={fileId}
          className="field__input field__file"
          type="file"
          aria-invalid={fileError ? true : undefined}
          aria-describedby={fileError ? `${fileId}-error` : undefined}
          onChange={onFileChange}
        />
        {fileError ? (
          <p className="field__error" id={`${fileId}-error`}>
            {fileError}
          </p>
        ) : null}
      </div>
      <SubmitButton status={form.status} label="Add Download" disabled={!file} />
    </form>
  );
}

function AddDownload({ onFeedback }: FeedbackProps) {
  const [kind, setKind] = useState<'link' | 'file'>('link');
  return (
    <section className="section" aria-labelledby="add-download-title">
      <h2 id="add-download-title" className="section__title">
        Add Download
      </h2>
      <fieldset className="choice">
        <legend className="field__label">Type</legend>
        <label className="choice__option">
          <input type="radio" name="download-kind" checked={kind === 'link'} onChange={() => setKind('link')} /> Link
        </label>
        <label className="choice__option">
          <input type="radio" name="download-kind" checked={kind === 'file'} onChange={() => setKind('file')} /> File
        </label>
      </fieldset>
      {kind === 'link' ? <AddLinkForm onFeedback={onFeedback} /> : <AddFileForm onFeedback={onFeedback} />}
    </section>
  );
}

// ---- edit and remove ----------------------------------------------------------------------

interface EditRowProps extends FeedbackProps {
  download: Download;
  index: number;
  onDone: () => void;
}

function EditRow({ download, index, onDone, onFeedback }: EditRowProps) {
  const edit = useEditDownload();
  const isLink = download.kind === 'link';
  const form = useServerForm({
    // A file keeps its stored file: only its title is edited.
    schema: (isLink ? downloadLinkSchema : downloadTitleSchema) as typeof downloadLinkSchema,
    isPending: edit.isPending,
    onRefused: (message) => onFeedback('error', message),
    mode: 'onChange',
    defaultValues: isLink ? { title: download.title, url: download.url } : { title: download.title },
  });
  const formId = `edit-download-${download.id}`;

  const onSubmit = form.submitWith(async (values) => {
    await edit.mutateAsync(
      isLink ? { id: download.id, title: values.title, url: values.url } : { id: download.id, title: values.title },
    );
    onFeedback('success', DOWNLOAD_SAVED_MESSAGE);
    onDone();
  });

  return (
    <tr className="table__editing">
      <td data-label="#">{index + 1}</td>
      <td colSpan={3} className="table__wide-cell">
        <form id={formId} className="form form--inline" noValidate onSubmit={onSubmit}>
          <FormField id={`${formId}-title`} label="Title" {...form.field('title')} />
          {isLink ? (
            <FormField id={`${formId}-url`} label="URL" type="url" inputMode="url" {...form.field('url')} />
          ) : null}
          <div className="button-row button-row--start">
            <SubmitButton status={form.status} label="Save" className="button button--primary button--small" />
            <button type="button" className="button button--plain button--small" onClick={onDone}>
              Cancel
            </button>
          </div>
        </form>
      </td>
    </tr>
  );
}

interface RemoveDialogProps extends FeedbackProps {
  download: Download;
  onClose: () => void;
}

function RemoveDialog({ download, onClose, onFeedback }: RemoveDialogProps) {
  const remove = useRemoveDownload();
  const onRemove = async () => {
    try {
      await remove.mutateAsync(download.id);
      onFeedback('success', DOWNLOAD_SAVED_MESSAGE);
    } catch (error) {
      onFeedback('error', errorMessage(error));
    }
    onClose();
  };
  return (
    <ConfirmDialog
      title="Remove Download"
      confirmLabel="Remove"
      isProcessing={remove.isPending}
      onConfirm={() => void onRemove()}
      onCancel={onClose}
    >
      <p>Remove “{download.title}” from the students’ downloads? This cannot be undone.</p>
    </ConfirmDialog>
  );
}

/** /admin/manage-downloads (offices ict, registrar, dean). */
export function ManageDownloadsPage() {
  const downloads = useDownloads();
  const [editingId, setEditingId] = useState<Download['id'] | null>(null);
  const [removing, setRemoving] = useState<Download | null>(null);
  const feedback = useFeedback();

  const columns: DataColumn<Download>[] = [
    { header: '#', cell: (_download, index) => index + 1 },
    { header: 'Resource', cell: (download) => download.title },
    { header: 'Link', cell: (download) => <DownloadLink download={download} /> },
    {
      header: 'Actions',
      cell: (download) => (
        <div className="button-row button-row--start">
          <button
            type="button"
            className="button button--plain button--small"
            aria-label={`Edit ${download.title}`}
            onClick={() => setEditingId(download.id)}
          >
            Edit
          </button>
          <button
            type="button"
            className="button button--danger button--small"
            aria-label={`Remove ${download.title}`}
            onClick={() => setRemoving(download)}
          >
            Remove
          </button>
        </div>
      ),
    },
  ];

  return (
    <PageLayout title="Manage Downloads" width="wide">
      <FeedbackRegion message={feedback.message} />
      <DataTable
        caption="Downloads shown to students"
        columns={columns}
        rows={downloads.data}
        rowKey={(download) => download.id}
        query={downloads}
        emptyText={MESSAGES.notFound}
        renderRow={(download, index) =>
          editingId === download.id ? (
            <EditRow download={download} index={index} onDone={() => setEditingId(null)} onFeedback={feedback.show} />
          ) : null
        }
      />
      <AddDownload onFeedback={feedback.show} />
      {removing ? (
        <RemoveDialog download={removing} onClose={() => setRemoving(null)} onFeedback={feedback.show} />
      ) : null}
    </PageLayout>
  );
}
