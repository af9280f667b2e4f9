import type { OpsAuditAction } from '@portal/shared/contract';
import { useCallback } from 'react';
import { useOpsTranslation } from '../i18n/use-ops-translation';

/** "transfer.confirm" → "Bank transfer confirmed" in the reader's language (an unknown action shows as written). */
export function useActionLabel() {
  const { t } = useOpsTranslation();
  return useCallback(
    (action: string) => {
      const key = `auditActions.${action.replace('.', '_')}` as `auditActions.${Underscored<OpsAuditAction>}`;
      const label = t(key);
      return label === key ? action : label;
    },
    [t],
  );
}

type Underscored<S extends string> = S extends `${infer A}.${infer B}` ? `${A}_${B}` : S;
