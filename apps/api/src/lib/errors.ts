import { MESSAGES } from '@portal/domain';

/** Every failure a service reports to a user. The code decides the HTTP status, in one place. */
export type ErrorCode =
  | 'VALIDATION'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'RATE_LIMITED'
  | 'BUSY'
  | 'BAD_GATEWAY'
  | 'INTERNAL';

export const ERROR_STATUS: Record<ErrorCode, number> = {
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  BUSY: 503,
  BAD_GATEWAY: 502,
  INTERNAL: 500,
};

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly userMessage: string;
  readonly retryAfterSeconds: number | undefined;

  constructor(code: ErrorCode, userMessage: string, options: { retryAfterSeconds?: number; cause?: unknown } = {}) {
    super(userMessage, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.userMessage = userMessage;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export const expiredSession = () => new AppError('UNAUTHENTICATED', MESSAGES.expiredToken);
export const forbidden = (message: string = MESSAGES.notAllowed) => new AppError('FORBIDDEN', message);
export const notFound = (message: string = MESSAGES.notFound) => new AppError('NOT_FOUND', message);
