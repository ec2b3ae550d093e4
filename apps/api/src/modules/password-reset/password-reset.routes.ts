import {
  PASSWORD_RESET_MESSAGES,
  resetConfirmSchema,
  resetRequestSchema,
  textResponseSchema,
  MESSAGES,
} from '@portal/domain';
import { routeModule } from '../../lib/route-table.js';
import { access } from '../../plugins/access.js';
import { confirmPasswordReset, requestPasswordReset } from './password-reset.service.js';

const RESET_RATE = { max: 10, timeWindow: '1 minute' };

export const passwordResetRoutes = routeModule({ tags: ['auth'] }, (route, deps) => {
  const resetting = {
    access: access.public('password reset for a student who cannot sign in'),
    rateLimit: RESET_RATE,
    response: textResponseSchema,
  };

  route.post(
    '/request',
    {
      ...resetting,
      operationId: 'requestPasswordReset',
      summary: 'Reset, step 1: Student ID and phone (without the leading 0); a code goes by SMS',
      body: resetRequestSchema,
    },
    (request) => requestPasswordReset(deps, request.body).then(() => PASSWORD_RESET_MESSAGES.requested),
  );

  route.post(
    '/confirm',
    {
      ...resetting,
      operationId: 'confirmPasswordReset',
      summary: 'Reset, step 2: the code from the SMS and the new password',
      body: resetConfirmSchema,
      errors: { VALIDATION: [PASSWORD_RESET_MESSAGES.codeInvalid], BUSY: [MESSAGES.serverBusy] },
    },
    (request) => confirmPasswordReset(deps, request.body).then(() => PASSWORD_RESET_MESSAGES.reset),
  );
});
