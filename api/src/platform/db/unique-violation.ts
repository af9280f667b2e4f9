import { fieldError } from '../http/app-error';
import type { MessageKey } from '../i18n/en';

/** The constraint name when the error (or one it wraps, as drizzle does) is PostgreSQL's unique_violation. */
function uniqueViolation(error: unknown): string | null {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
  }
  return null;
}

/** Constraint name → the request field and message a concurrent duplicate is reported on (422). */
export type UniqueFields = Record<string, { field: string; key: MessageKey }>;

/**
 * Runs the work; a unique violation of a listed constraint becomes the 422 field error the pre-check would have
 * given (a concurrent save of the same value loses at the unique index).
 */
export async function mapUniqueViolation<T>(fields: UniqueFields, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const name = uniqueViolation(error);
    const mapped = name === null ? undefined : fields[name];
    if (mapped) throw fieldError(mapped.field, mapped.key);
    throw error;
  }
}
