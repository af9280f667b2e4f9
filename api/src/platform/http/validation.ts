import { messageKey } from '@portal/contract';
import * as v from 'valibot';
import { AppError, type FieldErrors } from './app-error';

/**
 * C0 control characters other than tab, line feed and carriage return, and unpaired UTF-16 surrogates. PostgreSQL
 * refuses NUL in text and jsonb and a lone surrogate in jsonb (each was a 500, issue 16.2); none of them belongs
 * in a field a person typed.
 */
const CONTROL_CHARACTERS =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this pattern's job.
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Field name of an issue as the client sent it: `phone`, `device_data.type`. */
function fieldOf(issue: v.BaseIssue<unknown>): string {
  const keys = (issue.path ?? []).map((item) => String(item.key));
  return keys.length > 0 ? keys.join('.') : '_';
}

interface Visit {
  value: unknown;
  key: string;
  parent: Visit | null;
}

const pathOf = (visit: Visit): string => {
  const keys: string[] = [];
  for (let at: Visit | null = visit; at?.parent; at = at.parent) keys.unshift(at.key);
  // A control character in a key is shown, not echoed.
  return keys.length > 0 ? keys.join('.').replace(new RegExp(CONTROL_CHARACTERS, 'g'), '?') : '_';
};

/** Every field (string value or key) carrying a refused character; iterative, so deep nesting cannot overflow. */
function controlCharacterFields(input: unknown): FieldErrors {
  const fields: FieldErrors = {};
  const pending: Visit[] = [{ value: input, key: '', parent: null }];
  while (pending.length > 0) {
    const visit = pending.pop() as Visit;
    if (typeof visit.value === 'string') {
      if (CONTROL_CHARACTERS.test(visit.value)) fields[pathOf(visit)] = [messageKey('validation.characters')];
    } else if (visit.value !== null && typeof visit.value === 'object') {
      for (const [key, value] of Object.entries(visit.value)) {
        const child = { value, key, parent: visit };
        if (CONTROL_CHARACTERS.test(key)) fields[pathOf(child)] = [messageKey('validation.characters')];
        else pending.push(child);
      }
    }
  }
  return fields;
}

/** Runs a contract schema; bad input becomes a 422 with every field's messages (keys, translated on answer). */
export function validate<TSchema extends v.GenericSchema>(schema: TSchema, input: unknown): v.InferOutput<TSchema> {
  // One rule for every route, whatever its schema says about text: no control characters anywhere.
  const refused = controlCharacterFields(input);
  if (Object.keys(refused).length > 0) throw new AppError(422, 'errors.validation', { fields: refused });
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
