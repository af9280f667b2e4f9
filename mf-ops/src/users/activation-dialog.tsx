import { notifySuccess } from '@portal/shared';
import type { OpsUser } from '@portal/shared/contract';
import { useState } from 'react';
import { useOpsTranslation } from '../i18n/use-ops-translation';
import { DecisionFrame } from '../queue/decision-frame';
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
    <DecisionFrame
      testId="ops-user-activation-dialog"
      title={t(deactivate ? 'users.deactivateTitle' : 'users.reactivateTitle', { name: user.name })}
      intro={t(deactivate ? 'users.deactivateHint' : 'users.reactivateHint')}
      submitLabel={t(deactivate ? 'users.deactivate' : 'users.reactivate')}
      pending={pending}
      onSubmit={() => void confirm()}
      onClose={onClose}
    />
  );
}
