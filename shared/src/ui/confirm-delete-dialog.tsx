import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

/** The "delete?" alert of ConfirmDeleteHost (its own chunk, loaded on the first delete). */
export function ConfirmDeleteDialog({ open, onSettle }: { open: boolean; onSettle: (confirmed: boolean) => void }) {
  const { t } = useTranslation('common');
  return (
    <Dialog open={open} modalType="alert" onOpenChange={(_e, data) => !data.open && onSettle(false)}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('confirm.title')}</DialogTitle>
          <DialogContent>{t('confirm.text')}</DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={() => onSettle(true)}>
              {t('confirm.yes')}
            </Button>
            <Button appearance="secondary" onClick={() => onSettle(false)}>
              {t('confirm.cancel')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
