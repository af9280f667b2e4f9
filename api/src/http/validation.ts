import * as v from 'valibot';
import { AppError, type FieldErrors } from './app-error';

/** Field name of an issue as the client sent it: `phone`, `device_data.type`. */
function fieldOf(issue: v.BaseIssue<unknown>): string {
  const keys = (issue.path ?? []).map((item) => String(item.key));
  return keys.length > 0 ? keys.join('.') : '_';
}

/** Runs a contract schema; bad input becomes a 422 with every field's messages (keys, translated on answer). */
export function validate<TSchema extends v.GenericSchema>(schema: TSchema, input: unknown): v.InferOutput<TSchema> {
  // One message per broken rule chain: an empty phone is 'required', not also 'invalid'.
  const result = v.safeParse(schema, input, { abortPipeEarly: true });
  if (result.success) return result.output;
  const fields: FieldErrors = {};
  for (const issue of result.issues) {
    const field = fieldOf(issue);
    fields[field] ??= [];
    if (!fields[field].includes(issue.message)) fields[field].push(issue.message);
  }
  throw new AppError(422, 'errors.validation', { fields });
}
