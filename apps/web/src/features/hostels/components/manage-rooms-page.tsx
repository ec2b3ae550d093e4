import { Link, useParams } from 'react-router';
import type { z } from 'zod';
import { createRoomSchema, MESSAGES, periodTitle } from '@portal/domain';
import { DataTable, type DataColumn } from '../../../components/data-table';
import { FeedbackRegion } from '../../../components/feedback';
import { PageLayout } from '../../../components/page-layout';
import { QueryStatus } from '../../../components/query-status';
import { paths } from '../../../config/paths';
import { useFeedback } from '../../../lib/use-feedback';
import { idParam, useHostelStructure, useRoomList, type RoomListResponse } from '../api/hostels';
import { useOfficeCan } from '../../../lib/use-office-can';
import { Instruction, StructureStatusCell } from './hostel-shared';
import { useAddStructure, useAvailabilityPeriod, type AddForm } from './hostel-shared';

type Room = RoomListResponse['items'][number];

const ADD_ROOM: AddForm<z.input<typeof createRoomSchema>, z.output<typeof createRoomSchema>> = {
  title: 'Add Another Room',
  schema: createRoomSchema,
  defaultValues: { room_number: '' },
  fields: [{ name: 'room_number', id: 'room-number', label: 'Room Number/Name:', autoComplete: 'off' }],
};

/** /admin/manage-rooms/{hostelId}/{hostelName}/{hostelStatus}: the hostel's rooms (the name and status come from the answer). */
export function ManageRoomsPage() {
  const hostelId = idParam(useParams().hostelId);
  const { periodId, withPeriod } = useAvailabilityPeriod();
  const rooms = useRoomList(hostelId, periodId);
  const { setRoomStatus, createRoom } = useHostelStructure();
  const add = useAddStructure(ADD_ROOM, (input) => createRoom.mutateAsync({ hostelId, input }), createRoom.isPending);
  const canManage = useOfficeCan('manageHostels');
  const feedback = useFeedback();
  const hostel = rooms.data?.hostel;

  const columns: DataColumn<Room>[] = [
    { header: '#.', cell: (_r, i) => i + 1 },
    {
      header: 'Room Number',
      cell: (r) => (
        <span>
          Room <strong>{r.room_number}</strong>
        </span>
      ),
    },
    {
      header: 'Number of Bedspace(s)',
      cell: (r) => (
        <span>
          {r.beds} <span className="hostel-muted">({r.available_beds} available)</span>
        </span>
      ),
    },
    {
      header: 'View Bedspace(s)',
      cell: (r) =>
        hostel ? (
          <Link
            to={withPeriod(
              paths.admin.manageBeds.getHref({
                roomId: r.id,
                roomNumber: r.room_number,
                hostelId: hostel.id,
                hostelName: hostel.name,
                roomStatus: r.status,
              }),
            )}
          >
            Bedspace(s) <span className="visually-hidden">of Room {r.room_number}</span>
          </Link>
        ) : null,
    },
    {
      header: 'Status',
      cell: (r) => (
        <StructureStatusCell
          status={r.status}
          itemName={`Room ${r.room_number}`}
          canChange={canManage}
          feedback={feedback}
          save={async (action) => (await setRoomStatus.mutateAsync({ hostelId, roomId: r.id, action })).message}
        />
      ),
    },
  ];

  return (
    <PageLayout
      title={hostel ? `Rooms / ${hostel.name}` : 'Rooms'}
      width="wide"
      toolbar={canManage && hostel ? add.button : undefined}
      footer={<Link to={withPeriod(paths.admin.manageHostels.getHref())}>Back to Manage Hostels</Link>}
    >
      <Instruction>Create and manage Hostel Rooms here.</Instruction>
      <QueryStatus query={rooms} />
      {hostel ? (
        <p className="form-aside">
          Hostel status: {hostel.status.toUpperCase()} · Available bedspaces
          {rooms.data?.period ? ` in ${periodTitle(rooms.data.period)}` : ''}: {hostel.available_beds} of{' '}
          {hostel.open_beds}
        </p>
      ) : null}
      <FeedbackRegion message={feedback.message} />
      {rooms.data ? (
        <DataTable
          caption={`Rooms of ${rooms.data.hostel.name}`}
          columns={columns}
          rows={rooms.data.items}
          rowKey={(r) => r.id}
          emptyText={MESSAGES.notFound}
        />
      ) : null}
      {add.dialogs}
    </PageLayout>
  );
}
