import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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
} from '@portal/domain';
import { envelopeSchema, ok } from '../../lib/envelope.js';
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
  const app = root.withTypeProvider<ZodTypeProvider>();
  const deps = root.deps;

  app.get(
    '/hostels',
    {
      config: { access: access.offices('viewHostels') },
      schema: {
        tags,
        summary: 'Every hostel with prices, status and availability in a period (default: the current period)',
        querystring: hostelAvailabilityQuerySchema,
        response: { 200: envelopeSchema(hostelListResponseSchema) },
      },
    },
    async (request) => ok(await listHostels(deps, request.query)),
  );

  app.post(
    '/hostels',
    {
      config: { access: access.offices('manageHostels') },
      schema: {
        tags,
        summary: 'Add a hostel (starts closed; a name already used is refused)',
        body: createHostelSchema,
        response: { 200: envelopeSchema(hostelCreatedResponseSchema) },
      },
    },
    async (request) => ok(await createHostel(deps, request.auth!.user, request.body)),
  );

  app.patch(
    '/hostels/:hostelId/status',
    {
      config: { access: access.offices('manageHostels') },
      schema: {
        tags,
        summary: 'Open or close a hostel (the state wanted, not a flip)',
        params: hostelIdParamsSchema,
        body: setHostelStatusSchema,
        response: { 200: envelopeSchema(hostelStatusChangeResponseSchema) },
      },
    },
    async (request) => ok(await setHostelOpen(deps, request.auth!.user, request.params.hostelId, request.body.action)),
  );

  app.get(
    '/hostels/:hostelId/rooms',
    {
      config: { access: access.offices('viewHostels') },
      schema: {
        tags,
        summary: 'A hostel and its rooms with availability in a period',
        params: hostelIdParamsSchema,
        querystring: hostelAvailabilityQuerySchema,
        response: { 200: envelopeSchema(roomListResponseSchema) },
      },
    },
    async (request) => ok(await listRooms(deps, request.params.hostelId, request.query)),
  );

  app.post(
    '/hostels/:hostelId/rooms',
    {
      config: { access: access.offices('manageHostels') },
      schema: {
        tags,
        summary: 'Add a room (starts opened; a number already used in the hostel is refused)',
        params: hostelIdParamsSchema,
        body: createRoomSchema,
        response: { 200: envelopeSchema(hostelCreatedResponseSchema) },
      },
    },
    async (request) => ok(await createRoom(deps, request.auth!.user, request.params.hostelId, request.body)),
  );

  app.patch(
    '/hostels/:hostelId/rooms/:roomId/status',
    {
      config: { access: access.offices('manageHostels') },
      schema: {
        tags,
        summary: 'Open or close a room (the state wanted, not a flip)',
        params: roomParamsSchema,
        body: setHostelStatusSchema,
        response: { 200: envelopeSchema(hostelStatusChangeResponseSchema) },
      },
    },
    async (request) =>
      ok(
        await setRoomOpen(
          deps,
          request.auth!.user,
          request.params.hostelId,
          request.params.roomId,
          request.body.action,
        ),
      ),
  );

  app.get(
    '/hostels/:hostelId/rooms/:roomId/beds',
    {
      config: { access: access.offices('viewHostels') },
      schema: {
        tags,
        summary: 'A room and its bedspaces, with the student each is allocated to in a period',
        params: roomParamsSchema,
        querystring: hostelAvailabilityQuerySchema,
        response: { 200: envelopeSchema(bedListResponseSchema) },
      },
    },
    async (request) => ok(await listBeds(deps, request.params.hostelId, request.params.roomId, request.query)),
  );

  app.post(
    '/hostels/:hostelId/rooms/:roomId/beds',
    {
      config: { access: access.offices('manageHostels') },
      schema: {
        tags,
        summary: 'Add a bedspace (starts opened; a number already used in the room is refused)',
        params: roomParamsSchema,
        body: createBedSchema,
        response: { 200: envelopeSchema(hostelCreatedResponseSchema) },
      },
    },
    async (request) =>
      ok(await createBed(deps, request.auth!.user, request.params.hostelId, request.params.roomId, request.body)),
  );

  app.patch(
    '/hostels/:hostelId/rooms/:roomId/beds/:bedId/status',
    {
      config: { access: access.offices('manageHostels') },
      schema: {
        tags,
        summary: 'Open or close a bedspace (the state wanted, not a flip)',
        params: bedParamsSchema,
        body: setHostelStatusSchema,
        response: { 200: envelopeSchema(hostelStatusChangeResponseSchema) },
      },
    },
    async (request) =>
      ok(
        await setBedOpen(
          deps,
          request.auth!.user,
          request.params.hostelId,
          request.params.roomId,
          request.params.bedId,
          request.body.action,
        ),
      ),
  );

  await hostelApplicationRoutes(root);
}
