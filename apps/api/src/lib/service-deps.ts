import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@portal/db';
import type { AppConfig } from '../config/env.js';
import type { PaymentProvider } from '../integrations/payments/index.js';
import type { SmsSender } from '../integrations/sms/index.js';
import type { FileStorage } from '../integrations/storage/index.js';
import type { AttemptLimiter } from './attempt-limiter.js';
import type { BackgroundTasks } from './background-tasks.js';
import type { PasswordHasher } from './password-hasher.js';

/**
 * Everything a service may use, built once by `buildApp` and passed to services explicitly.
 * A service declares the part it needs, e.g. `deps: Pick<ServiceDeps, 'db' | 'now'>`, so its
 * signature shows what it touches; services never receive the Fastify instance.
 */
export interface ServiceDeps {
  db: Database;
  config: AppConfig;
  /** The clock (injectable in tests). */
  now: () => Date;
  log: FastifyBaseLogger;
  hasher: PasswordHasher;
  storage: FileStorage;
  sms: SmsSender;
  payments: PaymentProvider;
  /** Work done after the answer (awaited on close). */
  background: BackgroundTasks;
  limiters: {
    login: AttemptLimiter;
    accountLogin: AttemptLimiter;
    /** Failed sign-ins per address; successful ones never count (decision 0017). */
    addressLogin: AttemptLimiter;
    resetAccount: AttemptLimiter;
    resetPhone: AttemptLimiter;
  };
}

/** The part most services need: the database alone (reads, and writes in their own transaction). */
export type DbDeps = Pick<ServiceDeps, 'db'>;
