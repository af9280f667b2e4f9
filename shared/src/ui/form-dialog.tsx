import { Button, MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components';
import { type ReactNode, useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyFieldErrors, isApiError } from '../http';
import { DialogFrame } from './action-dialog';
import { notifySuccess, type SuccessKind } from './notify-success';

type Props<TInput extends FieldValues, TOutput, TResult> = {
  title: string;
  /** Usually from `useContractForm(schema, defaults)`. */
  form: UseFormReturn<TInput, unknown, TOutput>;
  /** Sends the checked values (one request); a 422's field errors are then shown on the form's fields. */
  onSubmit: (values: TOutput) => Promise<TResult>;
  /** The success toast (spec §8) shown before the dialog closes. */
  success: SuccessKind;
  /** After the toast, before closing: e.g. a second toast about an invitation. */
  onSaved?: (result: TResult) => void;
  onClose: () => void;
  /** "Save" unless given (e.g. "Add"). */
  submitLabel?: string;
  /** False hides Save, e.g. while a step before the form is not done. */
  canSubmit?: boolean;
  /** The form field an API field error belongs on; undefined = none (e.g. a list edited outside the form). */
  fieldName?: (apiName: string) => string | undefined;
  /** Show, inside the dialog, the API's message of a refusal that landed on no field. */
  showFailure?: boolean;
  surfaceClassName?: string;
  contentClassName?: string;
  children: ReactNode;
};

/** Dialog + form + Save/Cancel of every add/edit: pending state, 422 field errors on the fields, success toast. */
export function FormDialog<TInput extends FieldValues, TOutput, TResult>(props: Props<TInput, TOutput, TResult>) {
  const { t } = useTranslation('common');
  const { form, onClose } = props;
  const [failure, setFailure] = useState<string | null>(null);
  const pending = form.formState.isSubmitting;
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    let result: TResult;
    try {
      result = await props.onSubmit(values);
    } catch (error) {
      // The HTTP client has already toasted the failure; the form stays open with the user's input.
      let placed = false;
      applyFieldErrors(error, (name, e) => {
        const field = props.fieldName ? props.fieldName(name) : name;
        if (field === undefined) return;
        form.setError(field as Path<TInput>, e);
        placed = true;
      });
      if (props.showFailure && !placed && isApiError(error)) setFailure(error.message);
      return;
    }
    notifySuccess(props.success);
    props.onSaved?.(result);
    onClose();
  });
  return (
    <DialogFrame
      title={props.title}
      onSubmit={submit}
      onClose={onClose}
      surfaceClassName={props.surfaceClassName}
      contentClassName={props.contentClassName}
      actions={
        <>
          {props.canSubmit === false ? null : (
            <Button
              appearance="primary"
              type="submit"
              disabled={pending}
              icon={pending ? <Spinner size="tiny" /> : undefined}
            >
              {props.submitLabel ?? t('form.save')}
            </Button>
          )}
          <Button appearance="secondary" onClick={onClose}>
            {t('form.cancel')}
          </Button>
        </>
      }
    >
      {props.children}
      {failure ? (
        <MessageBar intent="error">
          <MessageBarBody>{failure}</MessageBarBody>
        </MessageBar>
      ) : null}
    </DialogFrame>
  );
}
