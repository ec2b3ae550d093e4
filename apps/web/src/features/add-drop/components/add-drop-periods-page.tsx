import { useState } from 'react';
import { periodTitle } from '@portal/domain';
import { Link, useNavigate } from 'react-router';
import type { DataColumn } from '../../../components/data-table';
import { FeedbackRegion } from '../../../components/feedback';
import { MessageDialog } from '../../../components/message-dialog';
import { PageLayout } from '../../../components/page-layout';
import { periodColumns } from '../../../components/workflow/period-columns';
import { frameOf, paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { useFeedback } from '../../../lib/use-feedback';
import { useMyAddDropPeriods, useStartAddDrop, type AddDropPeriodsResponse } from '../api/add-drop';
import { SemesterTable } from '../../../components/workflow/semester-table';

type Period = AddDropPeriodsResponse['items'][number];

/**
 * /student/add-drop-period: each period with its add/drop status. The button opens the form
 * (Start, Continue) or the dialog the server names: Not Registered, Incomplete Registration,
 * Add/Drop Completed, closed.
 */
export function AddDropPeriodsPage() {
  const periods = useMyAddDropPeriods();
  const start = useStartAddDrop();
  const navigate = useNavigate();
  const feedback = useFeedback();
  const [dialog, setDialog] = useState<Period | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const data = periods.data;

  const formHref = (periodId: string, customId: string) => paths.student.addDropForm.getHref({ periodId, customId });

  const choose = async (p: Period) => {
    if (p.dialog) {
      setDialog(p);
      return;
    }
    setBusy(p.period_id);
    try {
      const answer = await start.mutateAsync({ period_id: p.period_id });
      void navigate(formHref(answer.period_id, answer.custom_id));
    } catch (error) {
      feedback.show('error', errorMessage(error));
    } finally {
      setBusy(null);
    }
  };

  const columns: DataColumn<Period>[] = [
    ...periodColumns<Period>(data?.current_period_id),
    { header: 'Add/Drop', cell: (p) => (p.add_drop_status === 'opened' ? 'Opened' : 'Closed') },
    { header: 'Status', cell: (p) => p.add_drop?.status_label ?? '-' },
    {
      header: 'Action',
      cell: (p) => {
        const label = p.action === 'continue' ? 'Continue' : 'Start';
        return (
          <button
            type="button"
            className={
              p.action === 'continue'
                ? 'button button--secondary button--small'
                : 'button button--primary button--small'
            }
            disabled={p.action === null || busy !== null}
            onClick={() => void choose(p)}
          >
            {busy === p.period_id ? 'Processing..' : label} <span className="visually-hidden">{periodTitle(p)}</span>
          </button>
        );
      },
    },
  ];

  return (
    <PageLayout {...frameOf(paths.student.addDropPeriod)}>
      <FeedbackRegion message={feedback.message} />
      <SemesterTable columns={columns} query={periods} emptyText="No record found." />
      {dialog ? (
        <MessageDialog title={dialog.dialog_title ?? 'Add/Drop'} onClose={() => setDialog(null)}>
          <p>{dialog.dialog_message}</p>
          {dialog.dialog === 'completed' ? (
            <p>
              <Link to={paths.student.printOuts.getHref()}>Go to Print-outs</Link>
            </p>
          ) : null}
        </MessageDialog>
      ) : null}
    </PageLayout>
  );
}
