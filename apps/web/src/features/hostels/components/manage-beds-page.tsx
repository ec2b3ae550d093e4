import { Link, useParams } from 'react-router';
import type { z } from 'zod';
import { createBedSchema, MESSAGES, periodTitle } from '@portal/domain';
import { DataTable, type DataColumn } from '../../../components/data-table';
import { FeedbackRegion } from '../../../components/feedback';
import { PageLayout } from '../../../components/page-layout';
import { QueryStatus } from '../../../components/query-status';
import { paths } from '../../../config/paths';
import { useFeedback } from '../../../lib/use-feedback';
import { idParam, useBedList, useHostelStructure, type BedListResponse } from '../api/hostels';
import { useOfficeCan } from '../../../lib/use-office-can';
import { Instruction, StructureStatusCell } from './hostel-shared';
import { useAddStructure, useAvailabilityPeriod, type AddForm } from './hostel-shared';

type Bed = BedListResponse['items'][number];

const ADD_BED: AddForm<z.input<typeof createBedSchema>, z.output<typeof createBedSchema>> = {
  title: 'Add Another Bedspace',
  schema: createBedSchema,
  defaultValues: { bed_number: '' },
  fields: [{ name: 'bed_number', id: 'bed-number', label: 'Bedspace/Bunk Number:', autoComplete: 'off' }],
};

/**
 * /admin/manage-beds/{roomId}/{roomNumber}/{hostelId}/{hostelName}/{roomStatus}: the room's
 * bedspaces and whom each is allocated to in the period (names come from the answer, not the URL).
 */
export function ManageBedsPage() {
  const params = useParams();
  const hostelId = idParam(params.hostelId);
  const roomId = idParam(params.roomId);
  const { periodId, withPeriod } = useAvailabilityPeriod();
  const beds = useBedList(hostelId, roomId, periodId);
  const { setBedStatus, createBed } = useHostelStructure();
  const add = useAddStructure(
    ADD_BED,
    (input) => createBed.mutateAsync({ hostelId, roomId, input }),
    createBed.isPending,
  );
  const canManage = useOfficeCan('manageHostels');
  const feedback = useFeedback();
  const data = beds.data;
  const available = data ? data.items.filter((b) => b.available).length : 0;

  const columns: DataColumn<Bed>[] = [
    { header: '#.', cell: (_b, i) => i + 1 },
    {
      header: 'Bedspace/Bunk Number',
      cell: (b) => (
        <span>
          Bedspace/Bunk <strong>{b.bed_number}</strong>
          {b.available ? null : (
            <>
              {' '}
              <span className="badge badge--danger">{b.allocated ? 'Taken' : 'Not available'}</span>
            </>
          )}
        </span>
      ),
    },
    {
      header: 'Allocated To',
      cell: (b) => (b.allocated_to ? `${b.allocated_to.full_name} (${b.allocated_to.student_id})` : '-'),
    },
    {
      header: 'Status',
      cell: (b) => (
        <StructureStatusCell
          status={b.status}
          itemName={`Bedspace ${b.bed_number}`}
          canChange={canManage}
          feedback={feedback}
          save={async (action) => (await setBedStatus.mutateAsync({ hostelId, roomId, bedId: b.id, action })).message}
        />
      ),
    },
  ];

  return (
    <PageLayout
      title={data ? `Bedspaces / ${data.room.room_number} / ${data.hostel.name}` : 'Bedspaces'}
      width="wide"
      toolbar={canManage && data ? add.button : undefined}
      footer={
        data ? (
          <Link
            to={withPeriod(
              paths.admin.manageRooms.getHref({
                hostelId: data.hostel.id,
                hostelName: data.hostel.name,
                hostelStatus: data.hostel.status,
              }),
            )}
          >
            Back to the rooms of {data.hostel.name}
          </Link>
        ) : (
          <Link to={withPeriod(paths.admin.manageHostels.getHref())}>Back to Manage Hostels</Link>
        )
      }
    >
      <Instruction>Create and manage Bedspaces here.</Instruction>
      <QueryStatus query={beds} />
      {data ? (
        <p className="form-aside">
          Room status: {data.room.status.toUpperCase()} · Available bedspaces
          {data.period ? ` in ${periodTitle(data.period)}` : ''}: {available} of {data.items.length}
        </p>
      ) : null}
      <FeedbackRegion message={feedback.message} />
      {data ? (
        <DataTable
          caption={`Bedspaces of Room ${data.room.room_number}, ${data.hostel.name}`}
          columns={columns}
          rows={data.items}
          rowKey={(b) => b.id}
          emptyText={MESSAGES.notFound}
        />
      ) : null}
      {add.dialogs}
    </PageLayout>
  );
}
