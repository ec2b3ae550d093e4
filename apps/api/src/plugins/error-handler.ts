import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { checkFormFields, MESSAGES } from '@portal/domain';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../lib/db-errors.js';
import { AppError } from '../lib/errors.js';

function describeValidation(error: FastifyError): string {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const parts = error.validation.map((issue) => {
      const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
      return field ? `${field}: ${issue.message}` : (issue.message ?? '');
    });
    return checkFormFields(parts);
  }
  return MESSAGES.checkForm;
}

/** The one place where failures become HTTP statuses and envelopes. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    // The database restarting or out of reach: the request did not happen and may be tried again
    // shortly (the pool reconnects by itself), so 503 with Retry-After, not 500 (issue 28 §6).
    // An AppError already says what happened (a provider's failure too) and is left as it is.
    if (!(error instanceof AppError) && isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
      return reply.status(503).send({ success: false, response: MESSAGES.databaseUnavailable });
    }
    if (error instanceof AppError) {
      if (error.retryAfterSeconds) reply.header('Retry-After', String(error.retryAfterSeconds));
      if (error.status >= 500) request.log.error({ err: error.cause ?? error }, error.message);
      return reply.status(error.status).send({ success: false, response: error.userMessage });
    }
    if (error.validation) {
      return reply.status(400).send({ success: false, response: describeValidation(error) });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send({ success: false, response: MESSAGES.tooManyAttempts });
    }
    if (status >= 400 && status < 500) {
      // Fastify's own 4xx texts (bad JSON, body too large, wrong media type) are safe to show.
      return reply.status(status).send({ success: false, response: error.message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ success: false, response: MESSAGES.unexpected });
  });
}
