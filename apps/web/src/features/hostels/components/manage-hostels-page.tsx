import { useState } from 'react';
import { Link } from 'react-router';
import { useServerForm } from '../../../lib/use-server-form';
import { createHostelSchema, formatNaira, MESSAGES, periodTitle } from '@portal/domain';
import { DataTable, type DataColumn } from '../../../components/data-table';
import { FeedbackRegion } from '../../../components/feedback';
import { FormDialog } from '../../../components/form-dialog';
import { FormField } from '../../../components/form-field';
import { PageLayout } from '../../../components/page-layout';
import { paths } from '../../../config/paths';
import { useFeedback } from '../../../lib/use-feedback';
import { useHostelList, useHostelRequestPeriods, useHostelStructure, type HostelListResponse } from '../api/hostels';
import { ContinueDialog, Instruction, StructureStatusCell, useAvailabilityPeriod, useOfficeCan } from './hostel-shared';

type Hostel = HostelListResponse['items'][number];

/** Add Another Hostel: name, amount per semester, amount per summer (whole naira) and caution fee. */
function AddHostelDialog({ onCreated, onCancel }: { onCreated: (message: string) => void; onCancel: () => void }) {
  const { createHostel } = useHostelStructure();
  const form = useServerForm({
    schema: createHostelSchema,
    isPending: createHostel.isPending,
    mode: 'onTouched',
    defaultValues: { hostel_name: '', amount_per_semester: '', amount_per_summer: '' },
  });
  const { register, errors } = form;
  const onSubmit = form.submitWith(async (values) => onCreated((await createHostel.mutateAsync(values)).message));
  return (
    <FormDialog
      title="Add Another Hostel"
      submitLabel="Submit"
      cancelLabel="Close"
      {...form.status}
      onSubmit={onSubmit}
      onCancel={onCancel}
    >
      <FormField
        id="hostel-name"
        label="Name of Hostel:"
        autoComplete="off"
        hint="Example: Bingham Hostel Flat"
        {...form.field('hostel_name')}
      />
      <FormField
        id="hostel-semester"
        label="Amount Per Semester:"
        inputMode="numeric"
        autoComplete="off"
        hint="Whole naira."
        {...form.field('amount_per_semester')}
      />
      <FormField
        id="hostel-summer"
        label="Amount Per Summer:"
        inputMode="numeric"
        autoComplete="off"
        hint="Whole naira."
        {...form.field('amount_per_summer')}
      />
      <FormField
        id="hostel-caution"
        label="Caution Fee:"
        inputMode="numeric"
        autoComplete="off"
        hint="Whole naira; 0 when left empty."
        registration={register('caution_fee', { setValueAs: (v: string) => (String(v).trim() === '' ? '0' : v) })}
        error={errors.caution_fee?.message}
      />
    </FormDialog>
  );
}

/** /admin/manage-hostels: every hostel with its prices, availability and status (ict and the porter change them). */
export function ManageHostelsPage() {
  const { periodId, withPeriod, setPeriodId } = useAvailabilityPeriod();
  const hostels = useHostelList(periodId);
  const periods = useHostelRequestPeriods();
  const { setHostelStatus } = useHostelStructure();
  const canManage = useOfficeCan('manageHostels');
  const feedback = useFeedback();
  const [adding, setAdding] = useState(false);
  const [added, setAdded] = useState<string | null>(null);
  const period = hostels.data?.period;

  const columns: DataColumn<Hostel>[] = [
    { header: '#.', cell: (_h, i) => i + 1 },
    { header: 'Hostel Name', cell: (h) => <strong>{h.name.toUpperCase()}</strong> },
    { header: 'Amount Per Semester', cell: (h) => formatNaira(h.amount_per_semester_kobo), align: 'end', nowrap: true },
    { header: 'Amount Per Summer', cell: (h) => formatNaira(h.amount_per_summer_kobo), align: 'end', nowrap: true },
    { header: 'Caution Fee', cell: (h) => formatNaira(h.caution_fee_kobo), align: 'end', nowrap: true },
    {
      header: 'Available Bedspaces',
      cell: (h) => (
        <span>
          {h.available_beds} <span className="hostel-muted">of {h.open_beds}</span>
        </span>
      ),
    },
    {
      header: 'Manage Rooms',
      cell: (h) => (
        <Link
          to={withPeriod(
            paths.admin.manageRooms.getHref({ hostelId: h.id, hostelName: h.name, hostelStatus: h.status }),
          )}
        >
          Rooms <span className="visually-hidden">of {h.name}</span>
        </Link>
      ),
    },
    {
      header: 'Status',
      cell: (h) => (
        <StructureStatusCell
          status={h.status}
          itemName={h.name}
          canChange={canManage}
          feedback={feedback}
          save={async (action) => (await setHostelStatus.mutateAsync({ hostelId: h.id, action })).message}
        />
      ),
    },
  ];

  return (
    <PageLayout
      title="Manage Hostels"
      width="wide"
      toolbar={
        canManage ? (
          <button type="button" className="button button--primary" onClick={() => setAdding(true)}>
            + Add Another Hostel
          </button>
        ) : undefined
      }
    >
      <Instruction>Create and manage Hostel Blocks here.</Instruction>
      {period ? (
        <div className="hostel-period-pick">
          <label className="field__label" htmlFor="hostel-availability-period">
            Availability in:
          </label>
          <select
            id="hostel-availability-period"
            className="field__input field__select"
            value={period.period_id}
            aria-describedby="hostel-availability-note"
            onChange={(event) => setPeriodId(event.target.value)}
          >
            {(periods.data?.items ?? [period]).map((p) => (
              <option key={p.period_id} value={p.period_id}>
                {periodTitle(p)}
              </option>
            ))}
          </select>
          <p id="hostel-availability-note" className="form-aside">
            Available bedspaces: opened bedspaces in opened rooms not allocated in {periodTitle(period)}.
          </p>
        </div>
      ) : null}
      {canManage ? null : <p className="form-aside">Your office can view the hostels but not change them.</p>}
      <FeedbackRegion message={feedback.message} />
      <DataTable
        caption="Hostels"
        className="hostel-list-table"
        columns={columns}
        rows={hostels.data?.items}
        rowKey={(h) => h.id}
        query={hostels}
        emptyText={MESSAGES.notFound}
      />
      {adding ? (
        <AddHostelDialog
          onCancel={() => setAdding(false)}
          onCreated={(message) => {
            setAdding(false);
            setAdded(message);
          }}
        />
      ) : null}
      {added ? <ContinueDialog title={added} onContinue={() => setAdded(null)} /> : null}
    </PageLayout>
  );
}
