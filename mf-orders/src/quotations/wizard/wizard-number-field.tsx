import { Field, Input } from '@fluentui/react-components';
import { translateMessage, useNumberText } from '@portal/shared';

type Props = {
  label: string;
  value: number | null;
  onChange: (value: number | null) => void;
  decimals?: boolean;
  /** The contract's bounds of the answer: a number outside them is refused with the range as it is typed. */
  min?: number;
  max?: number;
  hint?: string;
  /** A contract message key (`validation.between?min=1&max=200`). */
  error?: string;
  name: string;
};

/**
 * A number typed as text (spec §5, Arabic-Indic digits and ',' / '٫' as the point accepted): every keystroke
 * updates the answer and so the price; what was typed is never rewritten, a refused text says why.
 */
export function WizardNumberField({ label, value, onChange, decimals = false, min, max, hint, error, name }: Props) {
  const { error: textError, inputProps } = useNumberText(value, onChange, { min, max, integer: !decimals });
  const message = textError ?? error;
  return (
    <Field
      label={label}
      hint={hint}
      validationState={message ? 'error' : undefined}
      validationMessage={translateMessage(message ?? undefined)}
    >
      <Input name={name} {...inputProps} />
    </Field>
  );
}
