import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Database } from '@portal/db';
import { MESSAGES, PASSPORT_MAX_BYTES } from '@portal/domain';
import { configWarnings, type AppConfig } from './config/env.js';
import { apiDocumentOptions } from './lib/api-document.js';
import { AttemptLimiter } from './lib/attempt-limiter.js';
import { BackgroundTasks } from './lib/background-tasks.js';
import { PasswordHasher } from './lib/password-hasher.js';
import type { ServiceDeps } from './lib/service-deps.js';
import { authPlugin } from './plugins/auth.js';
import { COMPRESS_MIN_BYTES, installAnswerCompression } from './plugins/compress-answers.js';
import { installErrorHandler } from './plugins/error-handler.js';
import { inputGuardPlugin } from './plugins/input-guard.js';
import { access } from './plugins/access.js';
import { apiDocsViewerPlugin } from './plugins/api-docs-viewer.js';
import { spaPlugin } from './plugins/spa.js';
import { metricsPlugin } from './plugins/metrics.js';
import { installRequestIdHeader, requestIdOf } from './plugins/request-id.js';
import type { Lifecycle } from './plugins/lifecycle.js';
import { createFileStorage, type FileStorage } from './integrations/storage/index.js';
import { createSmsSender, type SmsSender } from './integrations/sms/index.js';
import { PaystackGateway, SandboxGateway, type PaymentProvider } from './integrations/payments/index.js';
import {
  ACCOUNT_ADDRESS_LOGIN_FAILURES,
  ACCOUNT_LOGIN_FAILURES,
  ADDRESS_LOGIN_FAILURES,
  LOGIN_WINDOW_MS,
  authRoutes,
} from './modules/auth/index.js';
import { downloadsRoutes } from './modules/downloads/index.js';
import { healthRoutes } from './modules/health/index.js';
import { libraryRoutes } from './modules/library/index.js';
import { onboardingRoutes } from './modules/onboarding/index.js';
import { passportRoutes } from './modules/passport/index.js';
import { passwordResetRoutes, RESET_CODES_PER_HOUR } from './modules/password-reset/index.js';
import { smsRoutes } from './modules/sms/index.js';
import { paymentRoutes } from './modules/payments/index.js';
import { walletRoutes } from './modules/wallets/index.js';
import { periodRoutes } from './modules/periods/index.js';
import { courseRoutes } from './modules/courses/index.js';
import { chargeRoutes } from './modules/charges/index.js';
import { courseFeeRoutes } from './modules/course-fees/index.js';
import { facultyRoutes } from './modules/faculty/index.js';
import { assignmentRoutes } from './modules/assignments/index.js';
import { dashboardRoutes } from './modules/dashboard/index.js';
import { registrationRoutes } from './modules/registrations/index.js';
import { registryLogRoutes } from './modules/registry-logs/index.js';
import { receiptRoutes } from './modules/receipts/index.js';
import { hostelRoutes } from './modules/hostels/index.js';
import { addDropRoutes } from './modules/add-drop/index.js';
import { classListRoutes } from './modules/class-lists/index.js';
import { auditRoutes } from './modules/audit/index.js';
import { backupRoutes } from './modules/backups/index.js';

export interface AppDeps {
  config: AppConfig;
  db: Database;
  databaseKind: 'pglite' | 'postgres';
  /** Clock, injectable for tests. */
  now?: () => Date;
  hasher?: PasswordHasher;
  /** Uploaded files (default: local disk under DATA_DIR/files). */
  storage?: FileStorage;
  /** Outgoing SMS (default: from SMS_PROVIDER). */
  smsSender?: SmsSender;
  /** Card/bank payments (default: from PAYMENT_PROVIDER). */
  payments?: PaymentProvider;
  logger?: boolean | object;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    config: AppConfig;
    databaseKind: 'pglite' | 'postgres';
    now: () => Date;
    hasher: PasswordHasher;
    loginLimiter: AttemptLimiter;
    accountLoginLimiter: AttemptLimiter;
    /** Failed sign-ins per address (successful ones never count). */
    addressLoginLimiter: AttemptLimiter;
    storage: FileStorage;
    smsSender: SmsSender;
    payments: PaymentProvider;
    /** Password reset codes sent per account and per phone (3 an hour each). */
    resetAccountLimiter: AttemptLimiter;
    resetPhoneLimiter: AttemptLimiter;
    /** Work done after the answer (awaited on close). */
    backgroundTasks: BackgroundTasks;
    /** What services use, passed to them explicitly (lib/service-deps.ts). */
    deps: ServiceDeps;
    /** Shutting down: GET /api/ready answers 503 (plugins/lifecycle.ts). */
    lifecycle: Lifecycle;
  }
}

/** Browser features no page of the portal uses (every answer; decision 0017). */
export const PERMISSIONS_POLICY =
  'accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=()';

const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  upgradeInsecureRequests: null,
};

/**
 * Errors as logged: a failed query's parameters (phone numbers, codes, hashes) never reach
 * the logs, only the statement and the driver's message.
 */
export function serializeError(err: unknown): Record<string, unknown> {
  const e = err as { name?: string; message?: string; stack?: string; code?: unknown; cause?: unknown };
  const strip = (text: string | undefined) => text?.split('\nparams:')[0];
  const cause = e?.cause as { message?: string; code?: unknown } | undefined;
  return {
    type: e?.name,
    message: strip(e?.message),
    code: e?.code,
    stack: strip(e?.stack),
    ...(cause ? { cause: { message: strip(cause.message), code: cause.code } } : {}),
  };
}

/** The host of an Origin header; null for `null` or anything unparsable (treated as cross-site). */
function originHost(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}

/** Builds the whole application: plugins, then modules, then one error handler. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger: deps.logger ?? { level: config.LOG_LEVEL, serializers: { err: serializeError } },
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1_048_576,
    requestIdHeader: false,
    genReqId: requestIdOf,
  });

  for (const warning of configWarnings(config)) app.log.warn(warning);

  app.decorate('db', deps.db);
  app.decorate('config', config);
  app.decorate('databaseKind', deps.databaseKind);
  app.decorate('now', deps.now ?? (() => new Date()));
  app.decorate('hasher', deps.hasher ?? new PasswordHasher(config.HASH_CONCURRENCY, config.HASH_QUEUE_LIMIT));
  app.decorate('loginLimiter', new AttemptLimiter(deps.db, 'login', ACCOUNT_ADDRESS_LOGIN_FAILURES, LOGIN_WINDOW_MS));
  app.decorate(
    'accountLoginLimiter',
    new AttemptLimiter(deps.db, 'account-login', ACCOUNT_LOGIN_FAILURES, LOGIN_WINDOW_MS),
  );
  app.decorate(
    'addressLoginLimiter',
    new AttemptLimiter(deps.db, 'address-login', ADDRESS_LOGIN_FAILURES, LOGIN_WINDOW_MS),
  );
  app.decorate('storage', deps.storage ?? createFileStorage(deps.db));
  app.decorate('smsSender', deps.smsSender ?? createSmsSender(config));
  app.decorate(
    'payments',
    deps.payments ??
      (config.PAYMENT_PROVIDER === 'paystack'
        ? new PaystackGateway(
            config.PAYSTACK_SECRET_KEY!,
            config.PAYSTACK_BASE_URL,
            config.PAYSTACK_TIMEOUT_MS,
            config.PAYSTACK_DVA_BANK,
          )
        : new SandboxGateway(deps.db)),
  );
  app.decorate('resetAccountLimiter', new AttemptLimiter(deps.db, 'reset-account', RESET_CODES_PER_HOUR, 60 * 60_000));
  app.decorate('resetPhoneLimiter', new AttemptLimiter(deps.db, 'reset-phone', RESET_CODES_PER_HOUR, 60 * 60_000));
  app.decorate('backgroundTasks', new BackgroundTasks(app.log));
  app.decorate('lifecycle', { shuttingDown: false });
  app.addHook('onClose', async () => app.backgroundTasks.settle());
  app.decorate('deps', {
    db: app.db,
    config,
    now: app.now,
    log: app.log,
    hasher: app.hasher,
    storage: app.storage,
    sms: app.smsSender,
    payments: app.payments,
    background: app.backgroundTasks,
    limiters: {
      login: app.loginLimiter,
      accountLogin: app.accountLoginLimiter,
      addressLogin: app.addressLoginLimiter,
      resetAccount: app.resetAccountLimiter,
      resetPhone: app.resetPhoneLimiter,
    },
  } satisfies ServiceDeps);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  installRequestIdHeader(app);
  // GET /metrics, and the hook that counts every request of this app (plugins/metrics.ts).
  await metricsPlugin(app);

  await app.register(helmet, {
    contentSecurityPolicy: { directives: CSP_DIRECTIVES },
    crossOriginEmbedderPolicy: false,
    hsts: config.cookieSecure ? { maxAge: 15_552_000 } : false,
  });
  // JSON and text answers of ordinary size are compressed in one call (plugins/compress-answers.ts);
  // @fastify/compress takes the streams and the large ones.
  installAnswerCompression(app);
  await app.register(compress, { threshold: COMPRESS_MIN_BYTES });
  await app.register(cookie);
  await app.register(rateLimit, { global: false });
  // Uploads are read into memory by the routes that take them (passport, downloads); a file past
  // the limit is cut short and marked truncated, and the route answers with its own message.
  await app.register(multipart, {
    limits: { fileSize: PASSPORT_MAX_BYTES, files: 1, fields: 5 },
    throwFileSizeLimit: false,
  });
  await app.register(authPlugin);
  // NUL characters and lone surrogates in any path parameter, query string or body: one 400.
  await app.register(inputGuardPlugin);

  // API answers are personal or change often: never stored by a browser or a proxy unless a
  // route chose its own policy (a private photo). Every answer carries the Permissions-Policy.
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('Permissions-Policy', PERMISSIONS_POLICY);
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      reply.header('Cache-Control', 'no-store');
    }
    return payload;
  });

  // A cross-site page may not drive a signed-in browser: state-changing requests must come
  // from this origin (the SameSite cookie is the first line; this is the second).
  app.addHook('onRequest', async (request, reply) => {
    if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return;
    const origin = request.headers.origin;
    if (origin && originHost(origin) !== request.headers.host) {
      return reply.status(403).send({ success: false, response: MESSAGES.crossSiteRefused });
    }
  });

  // The OpenAPI document: security, operationIds and failures derived per route (lib/api-document.ts).
  await app.register(swagger, apiDocumentOptions);
  // The document at /api/docs/json and its viewer at /api/docs, under the portal's CSP (plugins/api-docs-viewer.ts).
  await apiDocsViewerPlugin(app);

  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(authRoutes, { prefix: '/api/auth' });
  await app.register(passwordResetRoutes, { prefix: '/api/auth/password-reset' });
  await app.register(onboardingRoutes, { prefix: '/api' });
  await app.register(passportRoutes, { prefix: '/api' });
  await app.register(smsRoutes, { prefix: '/api' });
  await app.register(downloadsRoutes, { prefix: '/api' });
  await app.register(libraryRoutes, { prefix: '/api' });
  await app.register(walletRoutes, { prefix: '/api' });
  await app.register(paymentRoutes, { prefix: '/api' });
  await app.register(periodRoutes, { prefix: '/api' });
  await app.register(courseRoutes, { prefix: '/api' });
  await app.register(chargeRoutes, { prefix: '/api' });
  await app.register(courseFeeRoutes, { prefix: '/api' });
  await app.register(facultyRoutes, { prefix: '/api' });
  await app.register(assignmentRoutes, { prefix: '/api' });
  await app.register(dashboardRoutes, { prefix: '/api' });
  await app.register(registrationRoutes, { prefix: '/api' });
  await app.register(registryLogRoutes, { prefix: '/api' });
  await app.register(receiptRoutes, { prefix: '/api' });
  await app.register(hostelRoutes, { prefix: '/api' });
  await app.register(addDropRoutes, { prefix: '/api' });
  await app.register(classListRoutes, { prefix: '/api' });
  await app.register(auditRoutes, { prefix: '/api' });
  await app.register(backupRoutes, { prefix: '/api' });

  // Outbound links whose targets are configuration, not code.
  app.get(
    '/website',
    { config: { access: access.public('link to the public website') }, schema: { hide: true } },
    (_req, reply) => reply.redirect(config.PUBLIC_WEBSITE_URL),
  );
  app.get(
    '/old',
    { config: { access: access.public('link to the older portal') }, schema: { hide: true } },
    (_req, reply) => reply.redirect(config.OLD_PORTAL_URL),
  );

  // The built web app (plugins/spa.ts): prerendered pages, the SPA shell, precompressed files.
  const webDist = resolve(config.WEB_DIST_DIR ?? 'apps/web/dist');
  if (existsSync(resolve(webDist, 'index.html'))) await app.register(spaPlugin, { root: webDist });
  const apiNotFound = { success: false, response: 'Not found.' } as const;

  app.setNotFoundHandler((_request, reply) => reply.status(404).send(apiNotFound));

  return app;
}
