import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '../../../lib/zod-resolver';
import { libraryResourceSchema, MESSAGES } from '@portal/domain';
import type { z } from 'zod';
import { FeedbackRegion } from '../../../components/feedback';
import { PageLayout } from '../../../components/page-layout';
import { QueryStatus } from '../../../components/query-status';
import { TextAreaField } from '../../../components/textarea-field';
import { errorMessage } from '../../../lib/api-client';
import { useFeedback } from '../../../lib/use-feedback';
import { useLibraryResources, useSaveLibraryResources, type LibraryResources } from '../api/library-resources';
import { LibraryContent } from './library-content';

type FormValues = z.input<typeof libraryResourceSchema>;
type FormOutput = z.output<typeof libraryResourceSchema>;

function EditorForm({ initial }: { initial: LibraryResources }) {
  const save = useSaveLibraryResources();
  const feedback = useFeedback();
  const [saved, setSaved] = useState<LibraryResources>(initial);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isValid, isSubmitting, isDirty },
  } = useForm<FormValues, unknown, FormOutput>({
    resolver: zodResolver(libraryResourceSchema),
    mode: 'onChange',
    defaultValues: initial,
  });
  const isProcessing = isSubmitting || save.isPending;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const result = await save.mutateAsync(values);
      setSaved(result);
      // The editor now holds what the server stored (after sanitising).
      reset(result);
      feedback.show('success', 'Action was Successful!');
    } catch (error) {
      feedback.show('error', errorMessage(error));
    }
  });

  return (
    <>
      <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <FeedbackRegion message={feedback.message} />
        <TextAreaField
          id="library-instruction"
          label="Instruction"
          rows={3}
          registration={register('instruction')}
          error={errors.instruction?.message}
        />
        <TextAreaField
          id="library-html"
          label="Content (HTML)"
          rows={14}
          spellCheck={false}
          className="field--code"
          hint="Links, headings, lists and paragraphs. Scripts, styles and event attributes are removed when you save."
          registration={register('html')}
          error={errors.html?.message}
        />
        <button type="submit" className="button button--primary" disabled={!isValid || !isDirty || isProcessing}>
          {isProcessing ? MESSAGES.processing : 'Save'}
        </button>
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
