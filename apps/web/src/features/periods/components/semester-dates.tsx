import { useState, type FormEvent } from 'react';
import { ADD_DROP_MESSAGES, areSemesterDatesValid, formatCalendarDate } from '@portal/domain';
import { InlineFeedback } from '../../../components/feedback';
import { FormDialog } from '../../../components/form-dialog';
import { errorMessage } from '../../../lib/api-client';
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
  const [start, setStart] = useState(startDate ?? '');
  const [mid, setMid] = useState(midSemesterDate ?? '');
  const [error, setError] = useState<string | null>(null);
  const badDates = !areSemesterDatesValid(start || null, mid || null);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (badDates) return;
    setError(null);
    try {
      onDone((await save.mutateAsync({ start_date: start, mid_semester_date: mid })).message);
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };
  return (
    <FormDialog
      title="Semester Dates"
      submitLabel="Save"
      canSubmit={!badDates}
      isProcessing={save.isPending}
      error={error}
      onSubmit={(event) => void onSubmit(event)}
      onCancel={onCancel}
    >
      <p className="form-aside">{periodName}</p>
      <div className="field">
        <label className="field__label" htmlFor="semester-start-date">
          Start Date
        </label>
        <input
          id="semester-start-date"
          className="field__input"
          type="date"
          value={start}
          onChange={(e) => setStart(e.target.value)}
        />
      </div>
      <div className={badDates ? 'field field--invalid' : 'field'}>
        <label className="field__label" htmlFor="semester-mid-date">
          Mid-Semester Date
        </label>
        <input
          id="semester-mid-date"
          className="field__input"
          type="date"
          value={mid}
          aria-invalid={badDates || undefined}
          aria-describedby={badDates ? 'semester-mid-date-error' : undefined}
          onChange={(e) => setMid(e.target.value)}
        />
        {badDates ? (
          <p id="semester-mid-date-error" className="field__error">
            {ADD_DROP_MESSAGES.badDates}
          </p>
        ) : null}
      </div>
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
