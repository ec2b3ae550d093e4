import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PASSWORD_RESET_MESSAGES, resetConfirmSchema, resetRequestSchema, textResponseSchema } from '@portal/domain';
import { envelopeSchema, ok } from '../../lib/envelope.js';
import { access } from '../../plugins/access.js';
import { confirmPasswordReset, requestPasswordReset } from './password-reset.service.js';

const RESET_RATE = { max: 10, timeWindow: '1 minute' };

export async function passwordResetRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/request',
    {
      config: { access: access.public('password reset for a student who cannot sign in'), rateLimit: RESET_RATE },
      schema: {
        tags: ['auth'],
        summary: 'Reset, step 1: Student ID and phone (without the leading 0); a code goes by SMS',
        body: resetRequestSchema,
        response: { 200: envelopeSchema(textResponseSchema) },
      },
    },
    async (request) => {
      await requestPasswordReset(app.deps, request.body);
      return ok(PASSWORD_RESET_MESSAGES.requested);
    },
  );

  app.post(
    '/confirm',
    {
      config: { access: access.public('password reset for a student who cannot sign in'), rateLimit: RESET_RATE },
      schema: {
        tags: ['auth'],
        summary: 'Reset, step 2: the code from the SMS and the new password',
        body: resetConfirmSchema,
        response: { 200: envelopeSchema(textResponseSchema) },
      },
    },
    async (request) => {
      await confirmPasswordReset(app.deps, request.body);
      return ok(PASSWORD_RESET_MESSAGES.reset);
    },
  );
}
