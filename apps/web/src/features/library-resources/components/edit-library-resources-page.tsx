import { useState } from 'react';
import { useServerForm } from '../../../lib/use-server-form';
import { SubmitButton } from '../../../components/form-frame';
import { libraryResourceSchema } from '@portal/domain';
import { FeedbackRegion } from '../../../components/feedback';
import { PageLayout } from '../../../components/page-layout';
import { QueryStatus } from '../../../components/query-status';
import { TextAreaField } from '../../../components/textarea-field';
import { useFeedback } from '../../../lib/use-feedback';
import { useLibraryResources, useSaveLibraryResources, type LibraryResources } from '../api/library-resources';
import { LibraryContent } from './library-content';

function EditorForm({ initial }: { initial: LibraryResources }) {
  const save = useSaveLibraryResources();
  const feedback = useFeedback();
  const [saved, setSaved] = useState<LibraryResources>(initial);
  const form = useServerForm({
    schema: libraryResourceSchema,
    isPending: save.isPending,
    onRefused: (message) => feedback.show('error', message),
    mode: 'onChange',
    defaultValues: initial,
  });
  const onSubmit = form.submitWith(async (values) => {
    const result = await save.mutateAsync(values);
    setSaved(result);
    // The editor now holds what the server stored (after sanitising).
    form.reset(result);
    feedback.show('success', 'Action was Successful!');
  });

  return (
    <>
      <form className="form" noValidate onSubmit={onSubmit}>
        <FeedbackRegion message={feedback.message} />
        <TextAreaField id="library-instruction" label="Instruction" rows={3} {...form.field('instruction')} />
        <TextAreaField
          id="library-html"
          label="Content (HTML)"
          rows={14}
          spellCheck={false}
          className="field--code"
          hint="Links, headings, lists and paragraphs. Scripts, styles and event attributes are removed when you save."
          {...form.field('html')}
        />
        <SubmitButton status={form.status} label="Save" disabled={!form.formState.isDirty} />
      </form>
      <section className="section preview" aria-labelledby="library-preview-title">
        <h2 id="library-preview-title" className="section__title">
          Preview (as saved)
        </h2>
        <LibraryContent resources={saved} label="Saved library resources" />
      </section>
    </>
  );
}

/** /admin/library-resources (office ict): edit the instruction and the HTML content. */
export function EditLibraryResourcesPage() {
  const resources = useLibraryResources();
  return (
    <PageLayout title="Library Resources" width="medium">
      <QueryStatus query={resources} />
      {resources.data ? <EditorForm initial={resources.data} /> : null}
    </PageLayout>
  );
}
