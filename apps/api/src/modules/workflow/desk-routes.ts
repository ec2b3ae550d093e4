import type { UserRow } from '@portal/db';
import type { z } from 'zod';
import type { routeTable } from '../../lib/route-table.js';
import type { AccessPolicy } from '../../plugins/access.js';

type RouteTable = ReturnType<typeof routeTable>;
type FormParams = { periodId: string; customId: string };
type Call<A extends unknown[]> = (officer: UserRow, periodId: string, customId: string, ...args: A) => Promise<unknown>;

/**
 * A form's desk, declared once: the family of routes every workflow form has under
 * `{base}/:periodId/:customId` (the staff form with its process panel, the office's decision,
 * the SMS to the student, the print and the print record). `deskRoutes` registers them; a form
 * adds only the routes that are its own (the ledger balance, the bedspace allocation…).
 */
export interface FormDesk {
  base: string;
  params: z.ZodType<FormParams>;
  /** Who sees the form, and may SMS the student, print it and record the print. */
  viewers: AccessPolicy;
  /** The `{ message }` answer of the decision and the SMS. */
  message: z.ZodType;
  form: { summary: string; response: z.ZodType; call: Call<[]> };
  decision?: { access: AccessPolicy; summary: string; body: z.ZodType; path?: string; call: Call<[never]> };
  sms: { summary: string; body: z.ZodType<{ message: string }>; call: Call<[string]> };
  print: { summary: string; response: z.ZodType; call: (periodId: string, customId: string) => Promise<unknown> };
  prints: { summary: string; response: z.ZodType; call: Call<[]> };
}

/** Registers a form's desk routes (see `FormDesk`); URLs, policies and schemas come from it. */
export function deskRoutes(route: RouteTable, desk: FormDesk): void {
  const url = `${desk.base}/:periodId/:customId`;
  const params = desk.params;
  route.get(
    url,
    { access: desk.viewers, summary: desk.form.summary, params, response: desk.form.response },
    (request) => desk.form.call(request.auth!.user, request.params.periodId, request.params.customId),
  );
  if (desk.decision) {
    const decision = desk.decision;
    route.post(
      `${url}/${decision.path ?? 'decision'}`,
      { access: decision.access, summary: decision.summary, params, body: decision.body, response: desk.message },
      (request) =>
        decision.call(request.auth!.user, request.params.periodId, request.params.customId, request.body as never),
    );
  }
  route.post(
    `${url}/sms`,
    {
      access: desk.viewers,
      summary: desk.sms.summary,
      params,
      body: desk.sms.body,
      response: desk.message,
      rateLimit: { max: 30, timeWindow: '1 minute' },
    },
    (request) =>
      desk.sms.call(request.auth!.user, request.params.periodId, request.params.customId, request.body.message),
  );
  route.get(
    `${url}/print`,
    { access: desk.viewers, summary: desk.print.summary, params, response: desk.print.response },
    (request) => desk.print.call(request.params.periodId, request.params.customId),
  );
  route.post(
    `${url}/prints`,
    { access: desk.viewers, summary: desk.prints.summary, params, response: desk.prints.response },
    (request) => desk.prints.call(request.auth!.user, request.params.periodId, request.params.customId),
  );
}
