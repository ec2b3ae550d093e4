import type { FastifyBaseLogger } from 'fastify';

export interface LogLine {
  level: string;
  fields: Record<string, unknown>;
  message: string;
}

/** A logger that keeps every line in `lines`, for tests that check what was logged and at what level. */
export function capturingLogger(lines: LogLine[]): FastifyBaseLogger {
  const at =
    (level: string) =>
    (fields: unknown, message?: string): void => {
      if (typeof fields === 'string') lines.push({ level, fields: {}, message: fields });
      else lines.push({ level, fields: (fields ?? {}) as Record<string, unknown>, message: message ?? '' });
    };
  const logger = {
    level: 'info',
    silent: () => undefined,
    trace: at('trace'),
    debug: at('debug'),
    info: at('info'),
    warn: at('warn'),
    error: at('error'),
    fatal: at('fatal'),
    child: () => logger,
  };
  return logger as unknown as FastifyBaseLogger;
}
