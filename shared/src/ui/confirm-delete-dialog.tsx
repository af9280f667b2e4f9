import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from './confirm-dialog';

/** The "delete?" alert of ConfirmDeleteHost (its own chunk, loaded on the first delete). */
export function ConfirmDeleteDialog({ open, onSettle }: { open: boolean; onSettle: (confirmed: boolean) => void }) {
  const { t } = useTranslation('common');
  return (
    <ConfirmDialog
      open={open}
      title={t('confirm.title')}
      text={t('confirm.text')}
      confirmLabel={t('confirm.yes')}
      cancelLabel={t('confirm.cancel')}
      onSettle={onSettle}
    />
  );
}
