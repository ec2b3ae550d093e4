import { Link } from 'react-router';
import type { z } from 'zod';
import { createHostelSchema, formatNaira, MESSAGES, periodTitle } from '@portal/domain';
import { DataTable, type DataColumn } from '../../../components/data-table';
import { FeedbackRegion } from '../../../components/feedback';
import { PageLayout } from '../../../components/page-layout';
import { paths } from '../../../config/paths';
import { useFeedback } from '../../../lib/use-feedback';
import { useHostelList, useHostelRequestPeriods, useHostelStructure, type HostelListResponse } from '../api/hostels';
import { useOfficeCan } from '../../../lib/use-office-can';
import { Instruction, StructureStatusCell } from './hostel-shared';
import { useAddStructure, useAvailabilityPeriod, type AddForm } from './hostel-shared';
import { FilterSelect } from '../../../components/filter-select';

type Hostel = HostelListResponse['items'][number];

const WHOLE_NAIRA = { inputMode: 'numeric', autoComplete: 'off', hint: 'Whole naira.' } as const;

/** Add Another Hostel: name, amount per semester, amount per summer (whole naira) and caution fee. */
const ADD_HOSTEL: AddForm<z.input<typeof createHostelSchema>, z.output<typeof createHostelSchema>> = {
  title: 'Add Another Hostel',
  schema: createHostelSchema,
  defaultValues: { hostel_name: '', amount_per_semester: '', amount_per_summer: '' },
  fields: [
    {
      name: 'hostel_name',
      id: 'hostel-name',
      label: 'Name of Hostel:',
      autoComplete: 'off',
      hint: 'Example: Bingham Hostel Flat',
    },
    { name: 'amount_per_semester', id: 'hostel-semester', label: 'Amount Per Semester:', ...WHOLE_NAIRA },
    { name: 'amount_per_summer', id: 'hostel-summer', label: 'Amount Per Summer:', ...WHOLE_NAIRA },
    {
      name: 'caution_fee',
      id: 'hostel-caution',
      label: 'Caution Fee:',
      inputMode: 'numeric',
      autoComplete: 'off',
      hint: 'Whole naira; 0 when left empty.',
      register: { setValueAs: (v) => (String(v).trim() === '' ? '0' : v) },
    },
  ],
};

/** /admin/manage-hostels: every hostel with its prices, availability and status (ict and the porter change them). */
export function ManageHostelsPage() {
  const { periodId, withPeriod, setPeriodId } = useAvailabilityPeriod();
  const hostels = useHostelList(periodId);
  const periods = useHostelRequestPeriods();
  const { setHostelStatus, createHostel } = useHostelStructure();
  const add = useAddStructure(ADD_HOSTEL, createHostel.mutateAsync, createHostel.isPending);
  const canManage = useOfficeCan('manageHostels');
  const feedback = useFeedback();
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
    <PageLayout title="Manage Hostels" width="wide" toolbar={canManage ? add.button : undefined}>
      <Instruction>Create and manage Hostel Blocks here.</Instruction>
      {period ? (
        <FilterSelect
          className="hostel-period-pick"
          id="hostel-availability-period"
          label="Availability in:"
          value={period.period_id}
          options={(periods.data?.items ?? [period]).map((p) => ({ value: p.period_id, label: periodTitle(p) }))}
          describedBy="hostel-availability-note"
          onChange={setPeriodId}
        >
          <p id="hostel-availability-note" className="form-aside">
            Available bedspaces: opened bedspaces in opened rooms not allocated in {periodTitle(period)}.
          </p>
        </FilterSelect>
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
      {add.dialogs}
    </PageLayout>
  );
}
