import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '../../../lib/zod-resolver';
import type { z } from 'zod';
import { createSpecialRateSchema, formatNaira, officeCan, type SpecialRatesResponse } from '@portal/domain';
import { DataTable, type DataColumn } from '../../../components/data-table';
import { FeedbackRegion } from '../../../components/feedback';
import { FormDialog } from '../../../components/form-dialog';
import { FormField } from '../../../components/form-field';
import { ListSearch } from '../../../components/list-search';
import { ConfirmDialog } from '../../../components/message-dialog';
import { PageLayout } from '../../../components/page-layout';
import { errorMessage } from '../../../lib/api-client';
import { useStoredSession } from '../../../lib/session';
import { useFeedback } from '../../../lib/use-feedback';
import { useListParams } from '../../../lib/use-list-params';
import { useSpecialRateActions, useSpecialRates } from '../api/registration';

type Rate = SpecialRatesResponse['items'][number];
type Values = z.input<typeof createSpecialRateSchema>;
type Output = z.output<typeof createSpecialRateSchema>;

function AddRateDialog({ onDone }: { onDone: (message: string | null) => void }) {
  const { create } = useSpecialRateActions();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isValid, isSubmitting },
  } = useForm<Values, unknown, Output>({
    resolver: zodResolver(createSpecialRateSchema),
    mode: 'onTouched',
    defaultValues: { student_id: '', course_code: '', rate: '', hours: '' as unknown as number, note: '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      onDone((await create.mutateAsync(values)).message);
    } catch (error) {
      setServerError(errorMessage(error));
    }
  });
  return (
    <FormDialog
      title="Add a Special Rate"
      submitLabel="Save"
      canSubmit={isValid}
      isProcessing={isSubmitting || create.isPending}
      error={serverError}
      onSubmit={(event) => void onSubmit(event)}
      onCancel={() => onDone(null)}
    >
      <FormField
        id="rate-student"
        label="Student ID"
        registration={register('student_id')}
        error={errors.student_id?.message}
      />
      <FormField
        id="rate-course"
        label="Course Code"
        registration={register('course_code')}
        error={errors.course_code?.message}
      />
      <FormField
        id="rate-amount"
        label="Rate per credit hour (naira)"
        inputMode="numeric"
        registration={register('rate')}
        error={errors.rate?.message}
      />
      <FormField
        id="rate-hours"
        label="Hours charged"
        inputMode="numeric"
        registration={register('hours')}
        error={errors.hours?.message}
      />
      <FormField
        id="rate-note"
        label="Note (e.g. the memo that agreed it)"
        registration={register('note')}
        error={errors.note?.message}
      />
    </FormDialog>
  );
}

/** /admin/special-rates: agreed per-hour rates of individual students on individual courses (data, not code). */
export function SpecialRatesPage() {
  const list = useListParams();
  const rates = useSpecialRates(list.page, list.q);
  const { remove } = useSpecialRateActions();
  const feedback = useFeedback();
  const session = useStoredSession();
  const canManage = officeCan(session?.role === 'admin' ? (session.surname as never) : null, 'manageSpecialRates');
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<Rate | null>(null);

  const columns: DataColumn<Rate>[] = [
    { header: 'Student ID', cell: (r) => r.student_id, nowrap: true },
    { header: 'Name', cell: (r) => r.full_name },
    { header: 'Course', cell: (r) => `${r.course_code}: ${r.course_title}` },
    { header: 'Rate per hour', cell: (r) => formatNaira(r.rate_per_hour_kobo), align: 'end', nowrap: true },
    { header: 'Hours', cell: (r) => r.hours, align: 'end' },
    { header: 'Amount', cell: (r) => formatNaira(r.amount_kobo), align: 'end', nowrap: true },
    { header: 'Note', cell: (r) => r.note || '-' },
  ];
  if (canManage) {
    columns.push({
      header: 'Remove',
      cell: (r) => (
        <button type="button" className="button button--plain button--small" onClick={() => setRemoving(r)}>
          Remove
          <span className="visually-hidden">
            {' '}
            the rate of {r.student_id} on {r.course_code}
          </span>
        </button>
      ),
    });
  }

  return (
    <PageLayout
      title="Special Course Rates"
      width="wide"
      intro="A rate agreed for one student on one course replaces the fee band's rate on that student's forms."
      actions={
        canManage ? (
          <button type="button" className="button button--primary" onClick={() => setAdding(true)}>
            Add a Special Rate
          </button>
        ) : undefined
      }
      toolbar={<ListSearch id="special-rates-search" label="Search by Student ID, name or course" list={list} />}
    >
      <FeedbackRegion message={feedback.message} />
      <DataTable
        caption="Special course rates"
        columns={columns}
        rows={rates.data?.items}
        rowKey={(r) => r.id}
        query={rates}
        paging={{ list, data: rates.data }}
      />
      {adding ? (
        <AddRateDialog
          onDone={(message) => {
            setAdding(false);
            if (message) feedback.show('success', message);
          }}
        />
      ) : null}
      {removing ? (
        <ConfirmDialog
          title="Remove this rate?"
          confirmLabel="Remove"
          isProcessing={remove.isPending}
          onCancel={() => setRemoving(null)}
          onConfirm={() =>
            void remove
              .mutateAsync(removing.id)
              .then((a) => feedback.show('success', a.message))
              .catch((e: unknown) => feedback.show('error', errorMessage(e)))
              .finally(() => setRemoving(null))
          }
        >
          <p>
            {removing.full_name} ({removing.student_id}) will pay the band rate for {removing.course_code} on forms not
            yet completed.
          </p>
        </ConfirmDialog>
      ) : null}
    </PageLayout>
  );
}
