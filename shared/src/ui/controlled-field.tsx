import { Field } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { Controller, type ControllerRenderProps, type FieldPath, type FieldValues } from 'react-hook-form';
import { type FieldBase, fieldProps } from './field-props';

/** The form's field as the control draws it: its name, value and handlers. */
type BoundField<T extends FieldValues> = ControllerRenderProps<T, FieldPath<T>>;

/**
 * A form field bound to react-hook-form: the Fluent Field (label, hint, the form's message in the user's language)
 * around the control `children` draws. Its own file, like form-text-field: the sign-in page downloads only these.
 */
export function ControlledField<T extends FieldValues>({
  control,
  name,
  label,
  hint,
  required,
  children,
  problem,
}: Omit<FieldBase<T>, 'disabled'> & {
  children: (field: BoundField<T>) => ReactNode;
  /** The control's own message (e.g. a typed text that is not a day), shown before the form's. */
  problem?: string | null;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Field {...fieldProps(label, problem ?? fieldState.error?.message, hint, required)}>{children(field)}</Field>
      )}
    />
  );
}
