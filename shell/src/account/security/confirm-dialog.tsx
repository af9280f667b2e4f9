import { ActionDialog } from '@portal/shared';
import { useShellTranslation } from '../../i18n/use-shell-translation';

type Props = {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  onClose: (confirmed: boolean) => void;
};

/** Asks before signing a device out (the shared delete confirmation speaks of deleting, which this is not). */
export function ConfirmDialog({ open, title, text, confirmLabel, onClose }: Props) {
  const { t } = useShellTranslation();
  return (
    <ActionDialog
      open={open}
      modalType="alert"
      title={title}
      intro={text}
      submitLabel={confirmLabel}
      cancelLabel={t('account.devices.cancel')}
      pending={false}
      onSubmit={() => onClose(true)}
      onClose={() => onClose(false)}
      surfaceStyle={{ maxWidth: 'min(480px, calc(100vw - 32px))' }}
    />
  );
}
