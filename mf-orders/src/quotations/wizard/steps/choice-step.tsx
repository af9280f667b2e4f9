import { Field, Radio, RadioGroup } from '@fluentui/react-components';
import { translateMessage } from '@portal/shared';

type Props = {
  label: string;
  name: string;
  options: { value: string; label: string }[];
  value: string | null;
  onChange: (value: string) => void;
  error?: string;
};

/** One question with a few answers (business type, unit type, period, package type). */
export function ChoiceStep({ label, name, options, value, onChange, error }: Props) {
  return (
    <Field label={label} validationState={error ? 'error' : undefined} validationMessage={translateMessage(error)}>
      <RadioGroup name={name} value={value ?? ''} onChange={(_e, data) => onChange(data.value)}>
        {options.map((option) => (
          <Radio key={option.value} value={option.value} label={option.label} />
        ))}
      </RadioGroup>
    </Field>
  );
}
