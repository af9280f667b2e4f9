import * as v from 'valibot';
import { messageKey } from './messages';

// Field blocks of the branches, units and import schemas: optional values arrive as null, '' or absent and
// leave as null, so the form, the JSON API and a spreadsheet row all validate the same way.

/** A required choice (select): nothing chosen is 'required', a forged value is 'invalid'. */
export const requiredId = v.pipe(
  v.string(messageKey('validation.required')),
  v.trim(),
  v.nonEmpty(messageKey('validation.required')),
  v.uuid(messageKey('validation.uuid')),
);

const emptyToNull = <T>(value: T | null | undefined): Exclude<T, ''> | null =>
  value === undefined || value === null || value === '' ? null : (value as Exclude<T, ''>);

export const optionalText = (max: number) =>
  v.pipe(
    v.nullish(
      v.pipe(
        v.string(messageKey('validation.string')),
        v.trim(),
        v.maxLength(max, messageKey('validation.max_length', { n: max })),
      ),
    ),
    v.transform(emptyToNull),
  );

/** An optional number within bounds; `integer` also refuses fractions. */
export const optionalNumber = (min: number, max: number, integer = false) => {
  const range = messageKey('validation.between', { min, max });
  const number = integer
    ? v.pipe(
        v.number(messageKey('validation.number')),
        v.integer(messageKey('validation.integer')),
        v.minValue(min, range),
        v.maxValue(max, range),
      )
    : v.pipe(v.number(messageKey('validation.number')), v.minValue(min, range), v.maxValue(max, range));
  return v.pipe(v.nullish(number), v.transform(emptyToNull));
};

/** A calendar date as `YYYY-MM-DD` between 1900 and 2100 (a real day: no 31 February). */
export const optionalDate = v.pipe(
  v.nullish(
    v.union(
      [
        v.literal(''),
        v.pipe(
          v.string(messageKey('validation.date')),
          v.regex(/^\d{4}-\d{2}-\d{2}$/, messageKey('validation.date')),
          v.check((text) => {
            const date = new Date(`${text}T00:00:00Z`);
            const year = Number(text.slice(0, 4));
            return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text) && year >= 1900 && year <= 2100;
          }, messageKey('validation.date')),
        ),
      ],
      messageKey('validation.date'),
    ),
  ),
  v.transform(emptyToNull),
);
