import * as v from 'valibot';
import { messageKey, type ValidationMessageKey } from './messages';

// Field building blocks used by the request schemas. Every message is a key from ./messages.

/** Object whose missing keys report `validation.required`, or the per-field message given. */
export function formObject<const TEntries extends v.ObjectEntries>(
  entries: TEntries,
  missing: Partial<Record<keyof TEntries, ValidationMessageKey>> = {},
) {
  return v.object(entries, (issue) => {
    if (issue.kind === 'schema' && issue.type === 'object' && !issue.path) return messageKey('validation.body_object');
    const key = issue.path?.[issue.path.length - 1]?.key;
    const custom = typeof key === 'string' ? missing[key as keyof TEntries] : undefined;
    return messageKey(custom ?? 'validation.required');
  });
}

export const requiredText = (max = 255) =>
  v.pipe(
    v.string(messageKey('validation.string')),
    v.trim(),
    v.nonEmpty(messageKey('validation.required')),
    v.maxLength(max, messageKey('validation.max_length', { n: max })),
  );

export const emailField = v.pipe(
  v.string(messageKey('validation.string')),
  v.trim(),
  v.nonEmpty(messageKey('validation.required')),
  v.email(messageKey('validation.email')),
  v.maxLength(255, messageKey('validation.max_length', { n: 255 })),
  v.toLowerCase(),
);

export const uuidField = v.pipe(v.string(messageKey('validation.uuid')), v.uuid(messageKey('validation.uuid')));

/** The `:id` of one item of a resource or a lookup list. */
export const lookupIdParamsSchema = v.object({ id: uuidField });
