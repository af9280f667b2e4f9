// Message keys shared by the API and the web forms. Contract schemas carry keys (never texts) so each side
// translates them in the user's language; the English texts below are the spec §5 wording.
export const validationMessagesEn = {
  'validation.required': 'This field is required',
  'validation.email': 'The Email field must be a valid email',
  'validation.integer': 'This field must be an integer',
  'validation.between': 'Enter number between {min} and {max}',
  'validation.length': 'The length of the Characters field must be {n} characters.',
  'validation.characters': 'All Character are not valid',
  'validation.url': 'URL is invalid',
  'validation.alpha': 'The Alpha field may only contain alphabetic characters',
  'validation.regex': 'The Regex field format is invalid',
  'validation.confirmed': 'The Confirm Password field confirmation does not match',
  'validation.password':
    'The password must be at least 8 characters with an uppercase letter, a lowercase letter, a special character and a digit',
  'validation.min_one_service': 'A minimum of one service must be added',
  'validation.select_services': 'Please select the services',
  'validation.select_branches': 'Please select the branches',
  'validation.select_package': 'Please select a package',
  'validation.min_quantity': 'Minimum quantity {n}',
  'validation.max_locations': 'You can choose only ({n}) locations',
  'validation.insufficient_credit': 'Insufficient package credit. Recharge your credit line to proceed.',
  'validation.phone_required': 'Please enter the phone number',
  'validation.riyadh_only': 'Our services are only available in Riyadh',
  'validation.phone_invalid': 'Enter a Saudi mobile number such as 05XXXXXXXX',
  'validation.code_digits': 'The code must be 4 digits',
  'validation.string': 'This field must be text',
  'validation.max_length': 'This field may not be longer than {n} characters',
  'validation.uuid': 'The selected value is invalid',
  'validation.invalid': 'This field is invalid',
  'validation.body_object': 'The request body must be a JSON object',
} as const;

export type ValidationMessageKey = keyof typeof validationMessagesEn;
export const validationMessageKeys = Object.keys(validationMessagesEn) as ValidationMessageKey[];

/** Message with parameters, encoded in the key as a query string: `validation.length?n=4`. */
export function messageKey(key: ValidationMessageKey, params?: Record<string, string | number>): string {
  if (!params) return key;
  const query = Object.entries(params)
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`)
    .join('&');
  return `${key}?${query}`;
}

/** Splits a schema message back into its key and parameters (the inverse of `messageKey`). */
export function parseMessageKey(message: string): { key: string; params: Record<string, string> } {
  const at = message.indexOf('?');
  if (at < 0) return { key: message, params: {} };
  const params: Record<string, string> = {};
  for (const pair of message.slice(at + 1).split('&')) {
    const [name = '', value = ''] = pair.split('=');
    params[decodeURIComponent(name)] = decodeURIComponent(value);
  }
  return { key: message.slice(0, at), params };
}

/** Replaces `{name}` placeholders with the given parameters. */
export function interpolate(text: string, params: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
