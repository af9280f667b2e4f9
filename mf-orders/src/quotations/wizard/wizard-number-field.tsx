import { Field, Input } from '@fluentui/react-components';
import { parseClampedNumber, sanitizeNumberText, translateMessage } from '@portal/shared';
import { useEffect, useState } from 'react';

type Props = {
  label: string;
  value: number | null;
  onChange: (value: number | null) => void;
  decimals?: boolean;
  hint?: string;
  /** A contract message key (`validation.between?min=1&max=200`). */
  error?: string;
  name: string;
};

/** A number typed as text (Arabic-Indic digits accepted): every keystroke updates the answer and so the price. */
export function WizardNumberField({ label, value, onChange, decimals = false, hint, error, name }: Props) {
  const [text, setText] = useState(value === null ? '' : String(value));
  // Follow outside changes (prefill from branches, start over) without fighting the typing.
  useEffect(() => {
    if (parseClampedNumber(text, undefined, undefined) !== value) setText(value === null ? '' : String(value));
  }, [value]);
  return (
    <Field
      label={label}
      hint={hint}
      validationState={error ? 'error' : undefined}
      validationMessage={translateMessage(error)}
    >
      <Input
        name={name}
        inputMode={decimals ? 'decimal' : 'numeric'}
        dir="ltr"
        value={text}
        onChange={(_e, data) => {
          const clean = sanitizeNumberText(data.value, { allowNegative: false, allowDecimal: decimals });
          setText(clean);
          onChange(parseClampedNumber(clean, undefined, undefined));
        }}
      />
    </Field>
  );
}
