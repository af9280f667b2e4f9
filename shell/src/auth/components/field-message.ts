import { translateMessage } from '@portal/shared/core';
import type { FieldError } from 'react-hook-form';

/** Fluent Field props for a react-hook-form error: the contract's message key, translated. */
export function fieldState(error: FieldError | undefined): { validationState?: 'error'; validationMessage?: string } {
  if (!error) return {};
  return { validationState: 'error', validationMessage: translateMessage(error.message) };
}
