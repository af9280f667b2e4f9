import type { InputProps } from '@fluentui/react-components';
import { type NumberTextRules, parseNumberText } from '@portal/contract';
import { useEffect, useState } from 'react';

// Spec §5 number fields (the shared form field and the quotation wizard): the text stays exactly as typed, and
// the field says why it is refused (not a number, not an integer, out of range) instead of rewriting it.

/**
 * The number a text stands for: empty → null; not a number → NaN, so the form's schema refuses it with
 * 'This field must be a number' too (never submitted as empty); otherwise the number, even when out of range.
 */
function numberOf(text: string): number | null {
  const { value, error } = parseNumberText(text);
  return value ?? (error ? Number.NaN : null);
}

const textOf = (value: number | null | undefined) =>
  value === null || value === undefined || Number.isNaN(value) ? '' : String(value);

/** State and Input props of a number field; `error` is the message key of the text's problem, if any. */
export function useNumberText(
  value: number | null | undefined,
  onChange: (value: number | null) => void,
  rules: NumberTextRules,
): { error: string | null; inputProps: Partial<InputProps> } {
  const [text, setText] = useState(() => textOf(value));
  // Follow outside changes (form reset, a prefill) without touching what the user typed: only a value that the
  // text does not stand for replaces it.
  useEffect(() => {
    if (!Object.is(numberOf(text), value ?? null)) setText(textOf(value));
  }, [value]);
  const negative = (rules.min ?? -1) < 0;
  return {
    error: parseNumberText(text, rules).error,
    inputProps: {
      value: text,
      dir: 'ltr',
      // Phone keyboards: digits (and the point); a negative range needs the minus, which numeric pads lack.
      inputMode: negative ? 'text' : rules.integer ? 'numeric' : 'decimal',
      onChange: (_event, data) => {
        setText(data.value);
        onChange(numberOf(data.value));
      },
    },
  };
}
