import type { FastifyInstance } from 'fastify';
import {
  bedListResponseSchema,
  bedParamsSchema,
  createBedSchema,
  createHostelSchema,
  createRoomSchema,
  hostelAvailabilityQuerySchema,
  hostelCreatedResponseSchema,
  hostelIdParamsSchema,
  hostelListResponseSchema,
  hostelStatusChangeResponseSchema,
  roomListResponseSchema,
  roomParamsSchema,
  setHostelStatusSchema,
  MESSAGES,
  HOSTEL_MESSAGES,
} from '@portal/domain';
import { routeTable } from '../../lib/route-table.js';
import { access } from '../../plugins/access.js';
import { hostelApplicationRoutes } from './hostel-applications.routes.js';
import {
  createBed,
  createHostel,
  createRoom,
  listBeds,
  listHostels,
  listRooms,
  setBedOpen,
  setHostelOpen,
  setRoomOpen,
} from './hostel-structure.service.js';

const tags = ['hostels'];

/** Hostels, rooms and bedspaces (issue 13), then the hostel applications. */
export async function hostelRoutes(root: FastifyInstance) {
  const deps = root.deps;
  const route = routeTable(root, { tags });

  route.get(
    '/hostels',
    {
      access: access.offices('viewHostels'),
      operationId: 'listHostels',
      summary: 'Every hostel with prices, status and availability in a period (default: the current period)',
      query: hostelAvailabilityQuerySchema,
      response: hostelListResponseSchema,
      errors: { NOT_FOUND: [MESSAGES.notFound] },
    },
    (request) => listHostels(deps, request.query),
  );

  route.post(
    '/hostels',
    {
      access: access.offices('manageHostels'),
      operationId: 'createHostel',
      summary: 'Add a hostel (starts closed; a name already used is refused)',
      body: createHostelSchema,
      response: hostelCreatedResponseSchema,
      errors: { CONFLICT: [HOSTEL_MESSAGES.duplicateHostel('Bethel')] },
    },
    (request) => createHostel(deps, request.auth!.user, request.body),
  );

  route.patch(
    '/hostels/:hostelId/status',
    {
      access: access.offices('manageHostels'),
      operationId: 'setHostelStatus',
      summary: 'Open or close a hostel (the state wanted, not a flip)',
      params: hostelIdParamsSchema,
      body: setHostelStatusSchema,
      response: hostelStatusChangeResponseSchema,
      errors: { NOT_FOUND: [HOSTEL_MESSAGES.noHostel] },
    },
    (request) => setHostelOpen(deps, request.auth!.user, request.params.hostelId, request.body.action),
  );

  route.get(
    '/hostels/:hostelId/rooms',
    {
      access: access.offices('viewHostels'),
      operationId: 'listHostelRooms',
      summary: 'A hostel and its rooms with availability in a period',
      params: hostelIdParamsSchema,
      query: hostelAvailabilityQuerySchema,
      response: roomListResponseSchema,
      errors: { NOT_FOUND: [HOSTEL_MESSAGES.noHostel, MESSAGES.notFound] },
    },
    (request) => listRooms(deps, request.params.hostelId, request.query),
  );

  route.post(
    '/hostels/:hostelId/rooms',
    {
      access: access.offices('manageHostels'),
      operationId: 'createHostelRoom',
      summary: 'Add a room (starts opened; a number already used in the hostel is refused)',
      params: hostelIdParamsSchema,
      body: createRoomSchema,
      response: hostelCreatedResponseSchema,
      errors: { NOT_FOUND: [HOSTEL_MESSAGES.noHostel], CONFLICT: [HOSTEL_MESSAGES.duplicateRoom('12')] },
    },
    (request) => createRoom(deps, request.auth!.user, request.params.hostelId, request.body),
  );

  route.patch(
    '/hostels/:hostelId/rooms/:roomId/status',
    {
      access: access.offices('manageHostels'),
      operationId: 'setRoomStatus',
      summary: 'Open or close a room (the state wanted, not a flip)',
      params: roomParamsSchema,
      body: setHostelStatusSchema,
      response: hostelStatusChangeResponseSchema,
      errors: { NOT_FOUND: [HOSTEL_MESSAGES.noRoom] },
    },
    (request) =>
      setRoomOpen(deps, request.auth!.user, request.params.hostelId, request.params.roomId, request.body.action),
  );

  route.get(
    '/hostels/:hostelId/rooms/:roomId/beds',
    {
      access: access.offices('viewHostels'),
      operationId: 'listRoomBedspaces',
      summary: 'A room and its bedspaces, with the student each is allocated to in a period',
      params: roomParamsSchema,
      query: hostelAvailabilityQuerySchema,
      response: bedListResponseSchema,
      errors: { NOT_FOUND: [HOSTEL_MESSAGES.noHostel, HOSTEL_MESSAGES.noRoom, MESSAGES.notFound] },
    },
    (request) => listBeds(deps, request.params.hostelId, request.params.roomId, request.query),
  );

  route.post(
    '/hostels/:hostelId/rooms/:roomId/beds',
    {
      access: access.offices('manageHostels'),
      operationId: 'createBedspace',
      summary: 'Add a bedspace (starts opened; a number already used in the room is refused)',
      params: roomParamsSchema,
      body: createBedSchema,
      response: hostelCreatedResponseSchema,
      errors: { NOT_FOUND: [HOSTEL_MESSAGES.noRoom], CONFLICT: [HOSTEL_MESSAGES.duplicateBed('B')] },
    },
    (request) => createBed(deps, request.auth!.user, request.params.hostelId, request.params.roomId, request.body),
  );

  route.patch(
    '/hostels/:hostelId/rooms/:roomId/beds/:bedId/status',
    {
      access: access.offices('manageHostels'),
      operationId: 'setBedspaceStatus',
      summary: 'Open or close a bedspace (the state wanted, not a flip)',
      params: bedParamsSchema,
      body: setHostelStatusSchema,
      response: hostelStatusChangeResponseSchema,
      errors: { NOT_FOUND: [HOSTEL_MESSAGES.noRoom, HOSTEL_MESSAGES.noBed] },
    },
    (request) =>
      setBedOpen(
        deps,
        request.auth!.user,
        request.params.hostelId,
        request.params.roomId,
        request.params.bedId,
        request.body.action,
      ),
  );

  await hostelApplicationRoutes(root);
}
