import { useTranslation } from 'react-i18next';
import { ActionDialog } from './action-dialog';

/** The "delete?" alert of ConfirmDeleteHost (its own chunk, loaded on the first delete). */
export function ConfirmDeleteDialog({ open, onSettle }: { open: boolean; onSettle: (confirmed: boolean) => void }) {
  const { t } = useTranslation('common');
  return (
    <ActionDialog
      open={open}
      modalType="alert"
      title={t('confirm.title')}
      intro={t('confirm.text')}
      submitLabel={t('confirm.yes')}
      cancelLabel={t('confirm.cancel')}
      pending={false}
      onSubmit={() => onSettle(true)}
      onClose={() => onSettle(false)}
    />
  );
}
