import { useState } from 'react';
import { formatCalendarDate, setSemesterDatesSchema } from '@portal/domain';
import { InlineFeedback } from '../../../components/feedback';
import { FormDialog } from '../../../components/form-dialog';
import { FormField } from '../../../components/form-field';
import { useServerForm } from '../../../lib/use-server-form';
import type { FeedbackState } from '../../../lib/use-feedback';
import { useAddDropPeriodList, useSetSemesterDates } from '../../../api/add-drop-periods';

function SemesterDatesDialog({
  periodId,
  periodName,
  startDate,
  midSemesterDate,
  onDone,
  onCancel,
}: {
  periodId: string;
  periodName: string;
  startDate: string | null;
  midSemesterDate: string | null;
  onDone: (message: string) => void;
  onCancel: () => void;
}) {
  const save = useSetSemesterDates(periodId);
  const form = useServerForm({
    schema: setSemesterDatesSchema,
    isPending: save.isPending,
    // The W/WF rule is checked as the dates are typed, as the dialog always did.
    mode: 'onChange',
    defaultValues: { start_date: startDate ?? '', mid_semester_date: midSemesterDate ?? '' },
  });
  return (
    <FormDialog
      title="Semester Dates"
      submitLabel="Save"
      {...form.status}
      onSubmit={form.submitWith(async (dates) => onDone((await save.mutateAsync(dates)).message))}
      onCancel={onCancel}
    >
      <p className="form-aside">{periodName}</p>
      {/* A new start date can break the rule too: the mid-semester date is checked again with it. */}
      <FormField
        id="semester-start-date"
        label="Start Date"
        type="date"
        {...form.field('start_date', { deps: 'mid_semester_date' })}
      />
      <FormField id="semester-mid-date" label="Mid-Semester Date" type="date" {...form.field('mid_semester_date')} />
      <p className="form-aside">
        Drops are free in the first two weeks after the start date; W from week 3 to the mid-semester date; WF after it.
      </p>
    </FormDialog>
  );
}

/**
 * The 'Semester Dates' cell of the period screen: '{start} – {mid-semester}' (or 'Not set') and
 * Edit Dates (the W/WF rule of add/drop, decision 0015). The dates of every period come in one
 * request, shared by the cells.
 */
export function SemesterDatesCell({
  periodId,
  periodName,
  feedback,
}: {
  periodId: string;
  periodName: string;
  feedback: Pick<FeedbackState, 'message' | 'show'>;
}) {
  const periods = useAddDropPeriodList();
  const [editing, setEditing] = useState(false);
  const dates = periods.data?.items.find((p) => p.period_id === periodId);
  const start = dates?.start_date ?? null;
  const mid = dates?.mid_semester_date ?? null;
  const target = `${periodId}:dates`;
  return (
    <div className="status-cell">
      <span>
        {periods.isPending
          ? '…'
          : start || mid
            ? `${start ? formatCalendarDate(start) : '-'} – ${mid ? formatCalendarDate(mid) : '-'}`
            : 'Not set'}
      </span>
      <button
        type="button"
        className="button button--secondary button--small"
        aria-label={`Edit Dates of ${periodName}`}
        disabled={!periods.data}
        onClick={() => setEditing(true)}
      >
        Edit Dates
      </button>
      <InlineFeedback message={feedback.message} target={target} itemName={`semester dates, ${periodName}`} />
      {editing ? (
        <SemesterDatesDialog
          periodId={periodId}
          periodName={periodName}
          startDate={start}
          midSemesterDate={mid}
          onCancel={() => setEditing(false)}
          onDone={(message) => {
            setEditing(false);
            feedback.show('success', message, { target });
          }}
        />
      ) : null}
    </div>
  );
}
