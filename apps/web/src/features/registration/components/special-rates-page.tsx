import { useOfficeCan } from '../../../lib/use-office-can';
import { useState } from 'react';
import { useServerForm } from '../../../lib/use-server-form';
import { createSpecialRateSchema, formatNaira, type SpecialRatesResponse } from '@portal/domain';
import { ListTable, type DataColumn } from '../../../components/data-table';
import { FeedbackRegion } from '../../../components/feedback';
import { FormDialog } from '../../../components/form-dialog';
import { FormField } from '../../../components/form-field';
import { ListSearch } from '../../../components/list-search';
import { ConfirmDialog } from '../../../components/message-dialog';
import { PageLayout } from '../../../components/page-layout';
import { errorMessage } from '../../../lib/api-client';
import { useFeedback } from '../../../lib/use-feedback';
import { useListParams } from '../../../lib/use-list-params';
import { useSpecialRateActions, useSpecialRates } from '../api/registration';

type Rate = SpecialRatesResponse['items'][number];

function AddRateDialog({ onDone }: { onDone: (message: string | null) => void }) {
  const { create } = useSpecialRateActions();
  const form = useServerForm({
    schema: createSpecialRateSchema,
    isPending: create.isPending,
    mode: 'onTouched',
    defaultValues: { student_id: '', course_code: '', rate: '', hours: '' as unknown as number, note: '' },
  });
  const onSubmit = form.submitWith(async (values) => onDone((await create.mutateAsync(values)).message));
  return (
    <FormDialog
      title="Add a Special Rate"
      submitLabel="Save"
      {...form.status}
      onSubmit={onSubmit}
      onCancel={() => onDone(null)}
    >
      <FormField id="rate-student" label="Student ID" {...form.field('student_id')} />
      <FormField id="rate-course" label="Course Code" {...form.field('course_code')} />
      <FormField id="rate-amount" label="Rate per credit hour (naira)" inputMode="numeric" {...form.field('rate')} />
      <FormField id="rate-hours" label="Hours charged" inputMode="numeric" {...form.field('hours')} />
      <FormField id="rate-note" label="Note (e.g. the memo that agreed it)" {...form.field('note')} />
    </FormDialog>
  );
}

/** /admin/special-rates: agreed per-hour rates of individual students on individual courses (data, not code). */
export function SpecialRatesPage() {
  const list = useListParams();
  const rates = useSpecialRates(list.page, list.q);
  const { remove } = useSpecialRateActions();
  const feedback = useFeedback();
  const canManage = useOfficeCan('manageSpecialRates');
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
      <ListTable caption="Special course rates" columns={columns} rowKey={(r) => r.id} query={rates} list={list} />
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
