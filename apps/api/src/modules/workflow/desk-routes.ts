import type { UserRow } from '@portal/db';
import type { z } from 'zod';
import type { routeTable } from '../../lib/route-table.js';
import type { ServiceDeps } from '../../lib/service-deps.js';
import type { RouteErrors } from '../../lib/api-document.js';
import type { AccessPolicy } from '../../plugins/access.js';

type RouteTable = ReturnType<typeof routeTable>;
type FormParams = { periodId: string; customId: string };
/** A desk service: `(deps, officer, periodId, customId, …input)`, as every form's desk writes them. */
type DeskCall<A extends unknown[]> = (
  deps: ServiceDeps,
  officer: UserRow,
  periodId: string,
  customId: string,
  ...input: A
) => Promise<unknown>;

/**
 * A form's desk, declared once: the family of routes every workflow form has under
 * `{base}/:periodId/:customId` (the staff form with its process panel, the office's decision,
 * the SMS to the student, the print and the print record), each a summary, its schemas and the
 * form's service. `deskRoutes` registers them; a form adds only the routes that are its own (the
 * ledger balance, the bedspace allocation…).
 */
export interface FormDesk {
  base: string;
  params: z.ZodType<FormParams>;
  /** Who sees the form, and may SMS the student, print it and record the print. */
  viewers: AccessPolicy;
  /** The `{ message }` answer of the decision and the SMS. */
  message: z.ZodType;
  // `errors`: what each route's service can refuse with, for the API document (lib/api-document.ts).
  form: { summary: string; response: z.ZodType; call: DeskCall<[]>; errors?: RouteErrors };
  decision?: { summary: string; access: AccessPolicy; body: z.ZodType; call: DeskCall<[never]>; errors?: RouteErrors };
  sms: { summary: string; body: z.ZodType<{ message: string }>; call: DeskCall<[string]>; errors?: RouteErrors };
  print: {
    summary: string;
    response: z.ZodType;
    call: (deps: ServiceDeps, periodId: string, customId: string) => Promise<unknown>;
    errors?: RouteErrors;
  };
  prints: { summary: string; response: z.ZodType; call: DeskCall<[]>; errors?: RouteErrors };
}

/** Registers a form's desk routes (see `FormDesk`); URLs, policies and schemas come from it. */
export function deskRoutes(route: RouteTable, deps: ServiceDeps, desk: FormDesk): void {
  const url = `${desk.base}/:periodId/:customId`;
  const { params, viewers: access, form, decision, sms, print, prints } = desk;
  route.get(url, { access, summary: form.summary, params, response: form.response, errors: form.errors }, (request) =>
    form.call(deps, request.auth!.user, request.params.periodId, request.params.customId),
  );
  if (decision) {
    const { summary, body, errors } = decision;
    route.post(
      `${url}/decision`,
      { access: decision.access, summary, params, body, response: desk.message, errors },
      (request) =>
        decision.call(
          deps,
          request.auth!.user,
          request.params.periodId,
          request.params.customId,
          request.body as never,
        ),
    );
  }
  const rateLimit = { max: 30, timeWindow: '1 minute' };
  route.post(
    `${url}/sms`,
    { access, summary: sms.summary, params, body: sms.body, response: desk.message, rateLimit, errors: sms.errors },
    (request) =>
      sms.call(deps, request.auth!.user, request.params.periodId, request.params.customId, request.body.message),
  );
  route.get(
    `${url}/print`,
    { access, summary: print.summary, params, response: print.response, errors: print.errors },
    (request) => print.call(deps, request.params.periodId, request.params.customId),
  );
  route.post(
    `${url}/prints`,
    { access, summary: prints.summary, params, response: prints.response, errors: prints.errors },
    (request) => prints.call(deps, request.auth!.user, request.params.periodId, request.params.customId),
  );
}
