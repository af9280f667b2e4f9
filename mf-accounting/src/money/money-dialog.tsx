import { Button, DialogActions } from '@fluentui/react-components';
import { ActionDialog, type ActionDialogProps } from '@portal/shared';
import type { ReactNode } from 'react';
import { useAccountingTranslation } from '../i18n/use-accounting-translation';

/**
 * The buttons of a money form: its action first (primary), any other, then cancel; all disabled while the request
 * runs. `fluid` (the dialogs of their own) spreads them over the width.
 */
export function MoneyActions({
  submitLabel,
  pending,
  onCancel,
  fluid,
  children,
}: {
  submitLabel: string;
  pending: boolean;
  onCancel: () => void;
  fluid?: boolean;
  /** Between the action and cancel (remove the cap). */
  children?: ReactNode;
}) {
  const { t } = useAccountingTranslation();
  return (
    <DialogActions fluid={fluid}>
      <Button appearance="primary" type="submit" disabled={pending}>
        {submitLabel}
      </Button>
      {children}
      <Button onClick={onCancel} disabled={pending}>
        {t('recharge.cancel')}
      </Button>
    </DialogActions>
  );
}

/** A money dialog (refund, spending cap, approval): the shared ActionDialog, its buttons over the width. */
export function MoneyDialog(props: Omit<ActionDialogProps, 'fluid'>) {
  return <ActionDialog {...props} fluid />;
}
