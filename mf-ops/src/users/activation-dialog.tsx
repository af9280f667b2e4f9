import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components';
import { notifySuccess } from '@portal/shared';
import type { OpsUser } from '@portal/shared/contract';
import { useState } from 'react';
import { useOpsTranslation } from '../i18n/use-ops-translation';
import { updateOpsUser } from './ops-user-queries';

/** Deactivate (every session of theirs ends at once; nothing is deleted) or reactivate one ops user. */
export function ActivationDialog({ user, onClose }: { user: OpsUser; onClose: () => void }) {
  const { t } = useOpsTranslation();
  const [pending, setPending] = useState(false);
  const deactivate = user.active;
  const confirm = async () => {
    setPending(true);
    try {
      await updateOpsUser(user.id, { active: !deactivate });
      notifySuccess('updated');
      onClose();
    } catch {
      setPending(false); // the client has shown the API's message (e.g. the last admin)
    }
  };
  return (
    <Dialog open onOpenChange={(_e, data) => (data.open ? undefined : onClose())}>
      <DialogSurface data-testid="ops-user-activation-dialog">
        <DialogBody>
          <DialogTitle>
            {t(deactivate ? 'users.deactivateTitle' : 'users.reactivateTitle', { name: user.name })}
          </DialogTitle>
          <DialogContent>{t(deactivate ? 'users.deactivateHint' : 'users.reactivateHint')}</DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onClose} disabled={pending}>
              {t('common.cancel')}
            </Button>
            <Button appearance="primary" onClick={() => void confirm()} disabled={pending}>
              {t(deactivate ? 'users.deactivate' : 'users.reactivate')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
