import { availableParallelism } from 'node:os';
import { z } from 'zod';
import { DEFAULT_DB_CONNECT_TIMEOUT_MS, DEFAULT_DB_STATEMENT_TIMEOUT_MS } from '@portal/db';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** PostgreSQL connection string; unset selects the embedded PGlite database. */
  DATABASE_URL: z.string().url().optional(),
  /** PostgreSQL: the longest a request waits for a database connection before it answers 503. */
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(DEFAULT_DB_CONNECT_TIMEOUT_MS),
  /** PostgreSQL: the longest one statement may run (0: no limit). */
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(DEFAULT_DB_STATEMENT_TIMEOUT_MS),
  /** Where the embedded database and uploaded files live. */
  DATA_DIR: z.string().default('./data'),
  /** Load the demo data when the database has no users (default: on unless production). */
  DEMO_SEED: booleanFlag.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** E-mail domain of the institution. */
  INSTITUTION_DOMAIN: z.string().min(3).default('jets.edu.ng'),
  PUBLIC_WEBSITE_URL: z.string().url().default('https://jets.edu.ng'),
  OLD_PORTAL_URL: z.string().url().default('https://old.jetsportal.com.ng'),
  /** Send the session cookie only over HTTPS (set true behind TLS). */
  COOKIE_SECURE: booleanFlag.optional(),
  /** Trust X-Forwarded-* headers from a reverse proxy. */
  TRUST_PROXY: booleanFlag.default(false),
  /** Password hashes computed at once; beyond HASH_QUEUE_LIMIT waiting, logins get 503. */
  // Leave a core for the event loop: on 2 cores, 2 hashes at once signed in ~30% more a second
  // but doubled every other request's p99 (decision 0005, measured); argon2 runs on libuv's
  // thread pool, whose default 4 threads already exceed this bound.
  HASH_CONCURRENCY: z.coerce
    .number()
    .int()
    .min(1)
    .max(64)
    .default(Math.max(1, availableParallelism() - 1)),
  HASH_QUEUE_LIMIT: z.coerce.number().int().min(0).max(10_000).default(64),
  /** Directory of the built web app (served at /). */
  WEB_DIST_DIR: z.string().optional(),
  /** Where SMS go: `outbox` keeps them for the SMS Outbox screen (offline default); `termii` sends them. */
  SMS_PROVIDER: z.enum(['outbox', 'termii']).default('outbox'),
  /** Termii API key (required when SMS_PROVIDER=termii). */
  TERMII_API_KEY: z.string().min(8).optional(),
  /** Sender label registered with Termii: 3 to 11 letters, digits or inner spaces (Termii's rule). */
  TERMII_SENDER_ID: z
    .string()
    .regex(/^[A-Za-z0-9][A-Za-z0-9 ]{1,9}[A-Za-z0-9]$/, 'must be 3 to 11 letters or digits (Termii’s rule)')
    .default('JETS'),
  /**
   * Termii's route: `dnd` (the transactional route: one-time codes, reaches numbers on
   * Do-Not-Disturb) or `generic` (promotional only; Termii forbids one-time codes there).
   */
  TERMII_CHANNEL: z.enum(['dnd', 'generic']).default('dnd'),
  TERMII_BASE_URL: z.string().url().default('https://api.ng.termii.com'),
  /** Milliseconds before a try at Termii is abandoned (the SMS is then tried again later). */
  TERMII_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  /** How often SMS a provider did not take are looked at for their next try (0 turns the job off). */
  SMS_RETRY_INTERVAL_MS: z.coerce.number().int().min(0).default(30_000),
  /** Address of the portal as the payer's browser reaches it (payment callbacks). */
  APP_URL: z.string().url().optional(),
  /** Allows the sandbox gateway in production without demo mode (anyone can 'pay' there). */
  ALLOW_SANDBOX_PAYMENTS: booleanFlag.default(false),
  /** `sandbox` is the built-in offline gateway; `paystack` is real money. */
  PAYMENT_PROVIDER: z.enum(['sandbox', 'paystack']).default('sandbox'),
  /** Paystack secret key (server only; required when PAYMENT_PROVIDER=paystack). */
  PAYSTACK_SECRET_KEY: z.string().min(8).optional(),
  PAYSTACK_BASE_URL: z.string().url().default('https://api.paystack.co'),
  /** Milliseconds before a call to Paystack is abandoned (the payment stays pending, re-checked later). */
  PAYSTACK_TIMEOUT_MS: z.coerce.number().int().min(100).default(15_000),
  /**
   * Paystack's slug for the bank of students' own accounts. Unset: 'test-bank' with a test key
   * (sk_test_…, the only bank Paystack's test mode assigns), 'wema-bank' with a live key.
   */
  PAYSTACK_DVA_BANK: z.enum(['wema-bank', 'titan-paystack', 'test-bank']).optional(),
  /** How often pending top-ups are verified again (0 turns the job off). */
  PAYMENT_RECHECK_INTERVAL_MS: z.coerce.number().int().min(0).default(60_000),
  /**
   * Bank accounts shown to students for transfers: "Bank, account name, account number". Unset:
   * the demo shows example accounts marked as examples; a real deployment shows none and warns
   * at start-up (issue 15 §4, decision 0019).
   */
  BANK_ACCOUNT_UG: z.string().min(3).optional(),
  BANK_ACCOUNT_PG: z.string().min(3).optional(),
  /** Where backup files go (default DATA_DIR/backups); docs/operations.md. */
  BACKUP_DIR: z.string().min(1).optional(),
  /** Time of the nightly backup in West Africa Time ("02:00"), or "off" (default: 02:00 in production, else off). */
  BACKUP_SCHEDULE: z
    .string()
    .regex(/^(([01]\d|2[0-3]):[0-5]\d|off)$/, 'must be a time of day such as 02:00 (West Africa Time), or off')
    .optional(),
  /** On SIGTERM, how long requests in flight may take to finish before the instance exits anyway. */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  /** Bearer token that opens GET /metrics to other addresses than loopback (unset: loopback only). */
  METRICS_TOKEN: z.string().min(16).optional(),
  /** Days a backup file is kept; older ones are deleted after a successful scheduled backup. */
  BACKUP_KEEP: z.coerce.number().int().min(1).max(3650).default(14),
});

function isHttpsUrl(value: string | undefined): boolean {
  if (!value) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== 'localhost' && url.hostname !== '127.0.0.1';
  } catch {
    return false;
  }
}

/** Rules across keys: a real SMS provider needs its key; real payments need a real address. */
const checkedEnvSchema = envSchema.superRefine((env, ctx) => {
  if (env.SMS_PROVIDER === 'termii' && !env.TERMII_API_KEY) {
    ctx.addIssue({ code: 'custom', path: ['TERMII_API_KEY'], message: 'required when SMS_PROVIDER is termii' });
  }
  const isDemo = env.DEMO_SEED ?? env.NODE_ENV !== 'production';
  if (env.PAYMENT_PROVIDER === 'sandbox' && env.NODE_ENV === 'production' && !isDemo && !env.ALLOW_SANDBOX_PAYMENTS) {
    ctx.addIssue({
      code: 'custom',
      path: ['PAYMENT_PROVIDER'],
      message:
        'the sandbox gateway lets anyone mark a payment as paid: set PAYMENT_PROVIDER=paystack in production (or ALLOW_SANDBOX_PAYMENTS=true for a demo)',
    });
  }
  // Paystack sends real payers back to APP_URL: in production it must be the portal's https address.
  if (env.PAYMENT_PROVIDER === 'paystack' && env.NODE_ENV === 'production' && !isHttpsUrl(env.APP_URL)) {
    ctx.addIssue({
      code: 'custom',
      path: ['APP_URL'],
      message: env.APP_URL
        ? 'must be the portal’s https address when PAYMENT_PROVIDER is paystack in production (payers return there)'
        : 'required when PAYMENT_PROVIDER is paystack in production: the portal’s https address, where payers return (e.g. https://portal.jets.edu.ng)',
    });
  }
  if (env.PAYMENT_PROVIDER === 'paystack' && !env.PAYSTACK_SECRET_KEY) {
    ctx.addIssue({
      code: 'custom',
      path: ['PAYSTACK_SECRET_KEY'],
      message: 'required when PAYMENT_PROVIDER is paystack',
    });
  }
});

export type Env = z.infer<typeof envSchema>;

export interface AppConfig extends Omit<Env, 'APP_URL' | 'BACKUP_DIR' | 'BACKUP_SCHEDULE'> {
  APP_URL: string;
  BACKUP_DIR: string;
  BACKUP_SCHEDULE: string;
  demoSeed: boolean;
  cookieSecure: boolean;
}

/** Parses the environment once at boot; names every bad key and stops. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''));
  const parsed = checkedEnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  return {
    ...env,
    demoSeed: env.DEMO_SEED ?? env.NODE_ENV !== 'production',
    cookieSecure: env.COOKIE_SECURE ?? env.NODE_ENV === 'production',
    APP_URL: env.APP_URL ?? `http://localhost:${env.PORT}`,
    BACKUP_DIR: env.BACKUP_DIR ?? `${env.DATA_DIR}/backups`,
    PAYSTACK_DVA_BANK:
      env.PAYSTACK_DVA_BANK ?? (env.PAYSTACK_SECRET_KEY?.startsWith('sk_test_') ? 'test-bank' : 'wema-bank'),
    BACKUP_SCHEDULE: env.BACKUP_SCHEDULE ?? (env.NODE_ENV === 'production' ? '02:00' : 'off'),
  };
}

/** Settings a real deployment should set and students would miss (bank accounts): named at start-up. */
export const STUDENT_FACING_SETTINGS = ['BANK_ACCOUNT_UG', 'BANK_ACCOUNT_PG'] as const;

/**
 * The start-up warnings of a configuration: outside the demo, each student-facing setting left
 * unset is named (its block is left out of the students' pages rather than shown as a placeholder).
 */
export function configWarnings(config: AppConfig): string[] {
  if (config.demoSeed) return [];
  const missing = STUDENT_FACING_SETTINGS.filter((key) => !config[key]);
  return missing.length === 0
    ? []
    : [
        `Not set: ${missing.join(', ')}. Students see no bank account for transfers until they are set ("Bank, account name, account number").`,
      ];
}
