import { z } from 'zod';
import { MESSAGES } from '../messages.js';
import {
  HOSTEL_APPLICATION_STATUSES,
  HOSTEL_CHOICE_TEXTS,
  HOSTEL_PRINT_OFFICES,
  HOSTEL_STATUSES,
  PREVIOUS_STAYS,
  normalizeHostelLabel,
  normalizeHostelName,
} from '../hostel.js';
import { smsStudentSchema } from './registration.js';
import {
  countsPerKey,
  nairaWithCommas,
  pageInfoShape,
  pageNumberSchema,
  periodHeaderSchema,
  recordIdField,
} from './common.js';
import {
  decisionCommentSchema,
  deskPanelSchema,
  formStartedResponseSchema,
  ledgerEntrySchema,
  formStudentSchema,
  queueRowSchema,
} from '../workflow/schemas.js';

/**
 * Requests and responses of hostels, rooms, bedspaces and hostel applications (issue 13),
 * declared once: the API validates and documents them, the web infers its types from them.
 * Amounts arrive in whole naira and leave in kobo.
 */

// ---- requests ------------------------------------------------------------------------------

/** Control characters (NUL above all: PostgreSQL text cannot hold it) are refused, never stored. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
/** One line of text: no control characters at all (tabs and newlines neither). */
// eslint-disable-next-line no-control-regex
const LINE_CONTROL = /[\u0000-\u001f\u007f]/;
const line = (max: number) =>
  z
    .string()
    .trim()
    .refine((v) => !LINE_CONTROL.test(v), MESSAGES.invalid)
    .pipe(z.string().min(1, MESSAGES.required).max(max, MESSAGES.invalid));

const id = recordIdField;

export const hostelIdParamsSchema = z.object({ hostelId: id });
export const roomParamsSchema = hostelIdParamsSchema.extend({ roomId: id });
export const bedParamsSchema = roomParamsSchema.extend({ bedId: id });

const periodIdField = z
  .string()
  .trim()
  .regex(/^\d{5,9}$/, MESSAGES.invalid);

export const hostelPeriodParamsSchema = z.object({ periodId: periodIdField });
export const hostelApplicationParamsSchema = hostelPeriodParamsSchema.extend({
  customId: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/, MESSAGES.invalid),
});

/** Which period the availability is counted for (default: the current period). */
export const hostelAvailabilityQuerySchema = z.object({ period_id: periodIdField.optional() });

/** Add Another Hostel: name, amount per semester, amount per summer (required), caution fee. */
export const createHostelSchema = z.object({
  hostel_name: line(80).transform(normalizeHostelName),
  amount_per_semester: nairaWithCommas,
  amount_per_summer: nairaWithCommas,
  caution_fee: nairaWithCommas.default(0),
});
export type CreateHostelInput = z.input<typeof createHostelSchema>;

/** Add Another Room: Room Number/Name. */
export const createRoomSchema = z.object({
  room_number: line(20).transform(normalizeHostelLabel),
});
export type CreateRoomInput = z.input<typeof createRoomSchema>;

/** Add Another Bedspace: Bedspace/Bunk Number. */
export const createBedSchema = z.object({
  bed_number: line(20).transform(normalizeHostelLabel),
});
export type CreateBedInput = z.input<typeof createBedSchema>;

/** A toggle says which state it wants (like periods), so two clicks at once cannot flip it back. */
export const setHostelStatusSchema = z.object({
  action: z.enum(['open', 'close'], { error: () => MESSAGES.required }),
});
export type SetHostelStatusInput = z.input<typeof setHostelStatusSchema>;

/** Start Hostel Application: the period and the previous stay. */
export const applyForHostelSchema = z.object({
  period_id: z
    .string()
    .trim()
    .regex(/^\d{5,9}$/, MESSAGES.required),
  previous_stay: z.enum(PREVIOUS_STAYS, { error: () => MESSAGES.required }),
});
export type ApplyForHostelInput = z.input<typeof applyForHostelSchema>;

/** "Request this hostel" on a hostel card. */
export const chooseHostelSchema = z.object({ hostel_id: id });
export type ChooseHostelInput = z.input<typeof chooseHostelSchema>;

/** Accommodation Wallet Balance (bursar, ict): the balance in the bursary ledger, and the wallet as loaded. */
export const hostelBalanceSchema = ledgerEntrySchema(true);
export type HostelBalanceInput = z.input<typeof hostelBalanceSchema>;

/** Reject (porter, ict): the comment is required. */
export const rejectHostelSchema = z.object({
  comment: decisionCommentSchema.refine((v) => !CONTROL.test(v), MESSAGES.invalid),
});
export type RejectHostelInput = z.input<typeof rejectHostelSchema>;

/** Allocate Bunk: the room and the bedspace, both required. */
export const allocateBedSchema = z.object({ room_id: id, bed_id: id });
export type AllocateBedInput = z.input<typeof allocateBedSchema>;

/** SMS from the process panel (1 to 100 characters). */
export const hostelSmsSchema = smsStudentSchema;

export const hostelQueueQuerySchema = z.object({
  status: z.enum(HOSTEL_APPLICATION_STATUSES).optional(),
  page: pageNumberSchema,
  q: z
    .string()
    .trim()
    .max(100)
    .refine((v) => !LINE_CONTROL.test(v), MESSAGES.invalid)
    .default(''),
});
export type HostelQueueQuery = z.input<typeof hostelQueueQuerySchema>;

// ---- responses -----------------------------------------------------------------------------

export const hostelStatusSchema = z.enum(HOSTEL_STATUSES);
export const hostelApplicationStatusSchema = z.enum(HOSTEL_APPLICATION_STATUSES);
const openClosed = z.enum(['opened', 'closed']);

export const hostelMessageResponseSchema = z.object({ message: z.string() });

export const hostelStatusChangeResponseSchema = z.object({
  message: z.string(),
  changed: z.boolean(),
  status: hostelStatusSchema,
});
export type HostelStatusChangeResponse = z.infer<typeof hostelStatusChangeResponseSchema>;

export const hostelCreatedResponseSchema = z.object({ message: z.string(), id: z.number().int() });

/** The period the availability is counted for. */
export const hostelPeriodRefSchema = periodHeaderSchema.extend({
  season: z.string(),
  accommodation_status: openClosed,
});
export type HostelPeriodRef = z.infer<typeof hostelPeriodRefSchema>;

/** Counts of a hostel or a room: every bedspace, the opened ones, those allocated in the period, the rest. */
const availabilityFields = {
  beds: z.number().int(),
  open_beds: z.number().int(),
  allocated_beds: z.number().int(),
  /** Opened bedspaces of opened rooms not allocated in the period. */
  available_beds: z.number().int(),
};

export const hostelViewSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  amount_per_semester_kobo: z.number().int(),
  amount_per_summer_kobo: z.number().int(),
  caution_fee_kobo: z.number().int(),
  status: hostelStatusSchema,
  rooms: z.number().int(),
  ...availabilityFields,
});
export type HostelView = z.infer<typeof hostelViewSchema>;

/** /admin/manage-hostels: every hostel with its availability (one request). */
export const hostelListResponseSchema = z.object({
  period: hostelPeriodRefSchema.nullable(),
  items: z.array(hostelViewSchema),
});
export type HostelListResponse = z.infer<typeof hostelListResponseSchema>;

export const roomViewSchema = z.object({
  id: z.number().int(),
  room_number: z.string(),
  status: hostelStatusSchema,
  ...availabilityFields,
});
export type RoomView = z.infer<typeof roomViewSchema>;

/** /admin/manage-rooms/...: the hostel and its rooms with their availability (one request). */
export const roomListResponseSchema = z.object({
  period: hostelPeriodRefSchema.nullable(),
  hostel: hostelViewSchema,
  items: z.array(roomViewSchema),
});
export type RoomListResponse = z.infer<typeof roomListResponseSchema>;

export const bedViewSchema = z.object({
  id: z.number().int(),
  bed_number: z.string(),
  status: hostelStatusSchema,
  /** Allocated to a student in the period. */
  allocated: z.boolean(),
  allocated_to: z.object({ student_id: z.string(), full_name: z.string() }).nullable(),
  /** Opened, in an opened room, and not allocated in the period. */
  available: z.boolean(),
});
export type BedView = z.infer<typeof bedViewSchema>;

/** /admin/manage-beds/...: the room (with its hostel) and its bedspaces (one request). */
export const bedListResponseSchema = z.object({
  period: hostelPeriodRefSchema.nullable(),
  hostel: z.object({ id: z.number().int(), name: z.string(), status: hostelStatusSchema }),
  room: z.object({ id: z.number().int(), room_number: z.string(), status: hostelStatusSchema }),
  items: z.array(bedViewSchema),
});
export type BedListResponse = z.infer<typeof bedListResponseSchema>;

/** /student/apply-for-hostel-period: every period with the student's application in each. */
export const hostelPeriodsResponseSchema = z.object({
  items: z.array(
    periodHeaderSchema.extend({
      season: z.string(),
      accommodation_status: openClosed,
      /** The student's registration for the period is completed (else the Not Registered modal). */
      registration_completed: z.boolean(),
      application: z
        .object({ status: hostelApplicationStatusSchema, status_label: z.string(), hostel_name: z.string().nullable() })
        .nullable(),
    }),
  ),
  previous_stay_options: z.array(z.object({ value: z.enum(PREVIOUS_STAYS), label: z.string() })),
});
export type HostelPeriodsResponse = z.infer<typeof hostelPeriodsResponseSchema>;

export const applyForHostelResponseSchema = formStartedResponseSchema;
export type ApplyForHostelResponse = z.infer<typeof applyForHostelResponseSchema>;

/** Personal Data of the hostel form and its print. */
export const hostelStudentSchema = formStudentSchema.extend({
  affiliation_status: z.string().nullable(),
  year_of_admission: z.number().int().nullable(),
});

/** The student's registration in the period (Current Level on the form). */
export const hostelRegistrationSchema = z
  .object({
    current_level: z.string(),
    fresh_returning: z.enum(['new', 'returning']),
    year_label: z.string(),
  })
  .nullable();

/** A hostel card of the student's form: the cost for the season, the caution, the total, availability. */
export const hostelCardSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  status: hostelStatusSchema,
  cost_kobo: z.number().int(),
  caution_fee_kobo: z.number().int(),
  total_kobo: z.number().int(),
  available_beds: z.number().int(),
  can_choose: z.boolean(),
  reason: z.enum(Object.keys(HOSTEL_CHOICE_TEXTS) as [keyof typeof HOSTEL_CHOICE_TEXTS]),
  /** 'Request this hostel', 'Hostel is Closed', 'Contact ICT Department', 'Open but Insufficient Bal.', … */
  button_text: z.string(),
});
export type HostelCard = z.infer<typeof hostelCardSchema>;

/** SUMMARY OF FEES while the chosen hostel awaits the porter (live, from the wallet now). */
export const hostelSummarySchema = z.object({
  wallet_kobo: z.number().int(),
  caution_fee_kobo: z.number().int(),
  cost_kobo: z.number().int(),
  total_kobo: z.number().int(),
  amount_to_add_kobo: z.number().int(),
});

/** What the allocation recorded (complete applications). */
export const hostelAllocationSchema = z.object({
  form_number: z.string(),
  room_number: z.string(),
  bed_number: z.string(),
  allocated_at: z.string(),
  cost_kobo: z.number().int(),
  caution_fee_kobo: z.number().int(),
  total_kobo: z.number().int(),
  opening_balance_kobo: z.number().int(),
  closing_balance_kobo: z.number().int(),
});

export const hostelApplicationViewSchema = z.object({
  status: hostelApplicationStatusSchema,
  status_label: z.string(),
  status_message: z.string(),
  previous_stay: z.enum(PREVIOUS_STAYS),
  comment: z.string().nullable(),
  /** The chosen hostel (null before the student chooses). */
  hostel: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  allocation: hostelAllocationSchema.nullable(),
  applied_at: z.string(),
});

/** Rooms with their opened, unallocated bedspaces of the chosen hostel (the Allocate Bunk selects). */
export const allocationOptionsSchema = z.array(
  z.object({
    room_id: z.number().int(),
    room_number: z.string(),
    beds: z.array(z.object({ bed_id: z.number().int(), bed_number: z.string() })),
  }),
);

/** The Hostel Request Form, for the student and (with `process`) for staff: one request. */
export const hostelFormResponseSchema = z.object({
  period: hostelPeriodRefSchema,
  student: hostelStudentSchema,
  registration: hostelRegistrationSchema,
  application: hostelApplicationViewSchema,
  wallet_balance_kobo: z.number().int(),
  /** The hostel cards (only while the student may choose: balance updated or rejected). */
  hostels: z.array(hostelCardSchema),
  summary: hostelSummarySchema.nullable(),
  can: z.object({ choose: z.boolean(), print: z.boolean() }),
  /** Complete: the student sees the Hostel Accommodation Secured modal. */
  secured: z.boolean(),
  /** Staff only: the process panel. */
  process: deskPanelSchema(
    { can_update_balance: z.boolean(), can_reject: z.boolean(), can_allocate: z.boolean() },
    { allocation_options: allocationOptionsSchema, printed_by: z.array(z.enum(HOSTEL_PRINT_OFFICES)) },
  ),
});
export type HostelFormResponse = z.infer<typeof hostelFormResponseSchema>;

export const chooseHostelResponseSchema = z.object({
  message: z.string(),
  status: hostelApplicationStatusSchema,
});

export const allocateBedResponseSchema = z.object({
  message: z.string(),
  form_number: z.string(),
  status: hostelApplicationStatusSchema,
});
export type AllocateBedResponse = z.infer<typeof allocateBedResponseSchema>;

export const hostelPrintRecordedResponseSchema = z.object({ message: z.string(), recorded: z.boolean() });

/** Proof of Hostel Allocation (complete applications): one request, the QR code drawn on the server. */
export const hostelPrintResponseSchema = z.object({
  period: hostelPeriodRefSchema,
  student: hostelStudentSchema,
  registration: hostelRegistrationSchema,
  hostel_name: z.string(),
  allocation: hostelAllocationSchema,
  verification_url: z.string(),
  /** An SVG image of the QR code (data: URL). */
  qr_svg: z.string(),
});
export type HostelPrintResponse = z.infer<typeof hostelPrintResponseSchema>;

/** A row of /admin/hostel-applications/{periodId}. */
export const hostelQueueRowSchema = queueRowSchema(hostelApplicationStatusSchema, {
  beforeStatus: {
    /** The hostel requested, null while pending (the list shows 'Pending'). */
    hostel_requested: z.string().nullable(),
  },
});
export type HostelQueueRow = z.infer<typeof hostelQueueRowSchema>;

export const hostelQueueResponseSchema = z.object({
  period: hostelPeriodRefSchema,
  /** The statuses listed: the filter asked for, or the office's own queue. */
  statuses: z.array(hostelApplicationStatusSchema),
  /** The office's own queue (bursar: awaiting bursar; porter: awaiting porter; ict, auditor: both). */
  default_statuses: z.array(hostelApplicationStatusSchema),
  /** Applications of the period per status (for the filter). */
  counts: countsPerKey(hostelApplicationStatusSchema.options, z.number().int()),
  items: z.array(hostelQueueRowSchema),
  ...pageInfoShape,
});
export type HostelQueueResponse = z.infer<typeof hostelQueueResponseSchema>;
