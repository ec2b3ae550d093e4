/**
 * The mutating routes that deliberately write no audit record, each with its reason (issue 25
 * item 5). Every other POST, PUT, PATCH and DELETE route must write exactly one record naming the
 * actor and the entity; `apps/api/test/audit/every-change-audited.test.ts` calls each of them and
 * fails for a route that is neither walked there nor listed here.
 */
export const AUDIT_EXEMPT: Readonly<Record<string, string>> = {
  'POST /api/auth/logout':
    'ends the caller’s own session (its row is deleted); no record of the seminary changes, and an expired session must still be able to call it',
  'POST /api/payments/lookup':
    'a POST only to carry the reference: it reads the provider’s record of a payment and changes nothing (crediting it is POST /api/payments/credit, audited)',
  'POST /api/sandbox-gateway/transactions/:reference/complete':
    'the offline sandbox stands in for the provider’s checkout page (demo and browser tests only); the credit it leads to is audited when the portal verifies the payment',
};
