import { useAppAbility } from '@portal/shared';
import { useSearchParams } from '@portal/shared/router';
import { useEffect, useRef } from 'react';
import { useCarriedBranches, useCarriedBranchIds } from '../../common/carried-branches';
import { factsOf, withBranches } from './quotation-draft';
import type { StepProps } from './steps/step-props';

/**
 * The branches chosen on /b2b/branches/select (`?branches=`) become the draft's branches once they are read
 * (their facts prefill the area, age and floors steps); the parameter then leaves the address, so a reload
 * keeps the draft as the user goes on editing it. Returns how many were taken.
 */
export function useCarriedBranchesInDraft(update: StepProps['update']): number {
  const ids = useCarriedBranchIds();
  const allowed = useAppAbility().can('read', 'b2b_branches');
  const branches = useCarriedBranches(ids, allowed && ids.length > 0);
  const [, setParams] = useSearchParams();
  const applied = useRef<{ key: string; count: number }>({ key: '', count: 0 });
  const key = ids.join(',');
  useEffect(() => {
    if (!key || !branches || applied.current.key === key) return;
    applied.current = { key, count: branches.length };
    if (branches.length > 0) update((current) => withBranches(current, branches.map(factsOf)));
    setParams(
      (params) => {
        params.delete('branches');
        return params;
      },
      { replace: true },
    );
  }, [key, branches, update, setParams]);
  return applied.current.count;
}
