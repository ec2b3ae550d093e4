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
  // Each route names its operationId (the form's own noun: `getRegistrationForm`, `decideAddDropForm`)
  // and, in `errors`, what its service can refuse with, for the API document (lib/api-document.ts).
  form: DeskRoute & { response: z.ZodType; call: DeskCall<[]> };
  decision?: DeskRoute & { access: AccessPolicy; body: z.ZodType; call: DeskCall<[never]> };
  sms: DeskRoute & { body: z.ZodType<{ message: string }>; call: DeskCall<[string]> };
  print: DeskRoute & {
    response: z.ZodType;
    call: (deps: ServiceDeps, periodId: string, customId: string) => Promise<unknown>;
  };
  prints: DeskRoute & { response: z.ZodType; call: DeskCall<[]> };
}

/** What every desk route declares for the API document. */
interface DeskRoute {
  operationId: string;
  summary: string;
  errors?: RouteErrors;
}

/** Registers a form's desk routes (see `FormDesk`); URLs, policies and schemas come from it. */
export function deskRoutes(route: RouteTable, deps: ServiceDeps, desk: FormDesk): void {
  const url = `${desk.base}/:periodId/:customId`;
  const { params, viewers: access, form, decision, sms, print, prints } = desk;
  const described = ({ operationId, summary, errors }: DeskRoute) => ({ operationId, summary, errors });
  route.get(url, { access, ...described(form), params, response: form.response }, (request) =>
    form.call(deps, request.auth!.user, request.params.periodId, request.params.customId),
  );
  if (decision) {
    const { body } = decision;
    route.post(
      `${url}/decision`,
      { access: decision.access, ...described(decision), params, body, response: desk.message },
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
    { access, ...described(sms), params, body: sms.body, response: desk.message, rateLimit },
    (request) =>
      sms.call(deps, request.auth!.user, request.params.periodId, request.params.customId, request.body.message),
  );
  route.get(`${url}/print`, { access, ...described(print), params, response: print.response }, (request) =>
    print.call(deps, request.params.periodId, request.params.customId),
  );
  route.post(`${url}/prints`, { access, ...described(prints), params, response: prints.response }, (request) =>
    prints.call(deps, request.auth!.user, request.params.periodId, request.params.customId),
  );
}
