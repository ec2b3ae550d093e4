import { checkFormFields } from '@portal/domain';
import type { z } from 'zod';
import { AppError } from './errors.js';

/**
 * Validates a value that did not go through a route schema (e.g. the fields of a multipart
 * form) and reports problems the way route validation does.
 */
export function parseWith<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const parts = result.error.issues.map((issue) => {
    const field = issue.path.join('.');
    return field ? `${field}: ${issue.message}` : issue.message;
  });
  throw new AppError('VALIDATION', checkFormFields(parts));
}
