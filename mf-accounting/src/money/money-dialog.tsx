import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components';
import type { FormEvent, ReactNode } from 'react';
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

/** A money dialog (refund, spending cap, approval): its title, a line of intro, its fields, then its actions. */
export function MoneyDialog({
  title,
  intro,
  children,
  submitLabel,
  pending,
  onSubmit,
  onClose,
  more,
}: {
  title: string;
  intro: ReactNode;
  children?: ReactNode;
  submitLabel: string;
  pending: boolean;
  onSubmit: () => void;
  onClose: () => void;
  more?: ReactNode;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!pending) onSubmit();
  };
  return (
    <Dialog open onOpenChange={(_e, data) => (data.open ? null : onClose())}>
      <DialogSurface>
        <form onSubmit={submit} noValidate>
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent style={{ display: 'grid', gap: 12 }}>
              <span>{intro}</span>
              {children}
            </DialogContent>
            <MoneyActions submitLabel={submitLabel} pending={pending} onCancel={onClose} fluid>
              {more}
            </MoneyActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
