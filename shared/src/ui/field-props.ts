import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { translateMessage } from '../i18n/contract-messages';

// react-hook-form + Fluent Field, with the contract's message keys shown in the user's language.

export type FieldBase<T extends FieldValues> = {
  // Any submit output: a contract form's fields hold the schema's input, its submit gets the output.
  control: Control<T, unknown, FieldValues>;
  name: FieldPath<T>;
  label: string;
  hint?: string;
  required?: boolean;
  disabled?: boolean;
};

export function fieldProps(label: string, message: string | undefined, hint?: string, required?: boolean) {
  return {
    label,
    hint,
    required,
    validationState: message ? ('error' as const) : undefined,
    validationMessage: translateMessage(message),
  };
}
