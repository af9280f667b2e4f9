import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components';
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
    <Dialog open={open} modalType="alert" onOpenChange={(_e, data) => !data.open && onClose(false)}>
      <DialogSurface style={{ maxWidth: 'min(480px, calc(100vw - 32px))' }}>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent>{text}</DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={() => onClose(true)}>
              {confirmLabel}
            </Button>
            <Button appearance="secondary" onClick={() => onClose(false)}>
              {t('account.devices.cancel')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
