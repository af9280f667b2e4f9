import * as v from 'valibot';
import { endpoint } from './endpoint';
import { emailField, formObject, requiredText } from './fields';
import { messageKey } from './messages';

// The caller's own profile: GET /api/v1/auth/user/profile, PUT /api/v1/auth/user/update (spec §7 "User update is a PUT").

/**
 * An optional form field: null or blank mean "no value" (stored as null), anything else must pass the schema.
 * A key left out of an update body leaves the stored value as it is.
 */
export function optionalField<TSchema extends v.GenericSchema<string, string>>(schema: TSchema) {
  return v.pipe(
    v.nullish(v.string(messageKey('validation.string'))),
    v.transform((value) => (value?.trim() ? value : null)),
    v.nullable(schema),
  );
}

export const optionalText = (max = 255) =>
  optionalField(
    v.pipe(
      v.string(messageKey('validation.string')),
      v.trim(),
      v.maxLength(max, messageKey('validation.max_length', { n: max })),
    ),
  );

export const optionalEmail = optionalField(emailField);

export const profileUpdateBodySchema = formObject({ full_name: requiredText(200), email: optionalEmail });
export type ProfileUpdateBody = v.InferInput<typeof profileUpdateBodySchema>;

export const profileSchema = v.object({
  id: v.string(),
  name: v.string(),
  phone: v.string(),
  email: v.nullable(v.string()),
  img_url: v.nullable(v.string()),
  /** Whether a password is set: the security tab asks for the current one only then. */
  has_password: v.boolean(),
});
export type Profile = v.InferOutput<typeof profileSchema>;

/** The caller's own profile (spec §7 auth user/update). */
export const PROFILE_ENDPOINTS = {
  get: endpoint({
    operationId: 'getOwnProfile',
    method: 'GET',
    path: 'auth/user/profile',
    access: { auth: 'signed-in' },
    summary: 'The own profile (name, phone, email, whether a password is set)',
    tag: 'auth',
    response: profileSchema,
  }),
  update: endpoint({
    operationId: 'updateOwnProfile',
    method: 'PUT',
    path: 'auth/user/update',
    access: { auth: 'signed-in' },
    summary: 'Update the own profile (full name, email)',
    tag: 'auth',
    body: profileUpdateBodySchema,
    response: profileSchema,
    message: 'success.data_updated',
  }),
};
