import { availableParallelism } from 'node:os';
import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** PostgreSQL connection string; unset selects the embedded PGlite database. */
  DATABASE_URL: z.string().url().optional(),
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
  // Leave a core for the event loop: hashing must not starve every other request.
  HASH_CONCURRENCY: z.coerce
    .number()
    .int()
    .min(1)
    .max(64)
    .default(Math.max(1, availableParallelism() - 1)),
  HASH_QUEUE_LIMIT: z.coerce.number().int().min(0).max(10_000).default(64),
  /** Directory of the built web app (served at /). */
  WEB_DIST_DIR: z.string().optional(),
});

export type Env = z.infer<typeof envSchema>;

export interface AppConfig extends Env {
  demoSeed: boolean;
  cookieSecure: boolean;
}

/** Parses the environment once at boot; names every bad key and stops. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  return {
    ...env,
    demoSeed: env.DEMO_SEED ?? env.NODE_ENV !== 'production',
    cookieSecure: env.COOKIE_SECURE ?? env.NODE_ENV === 'production',
  };
}
