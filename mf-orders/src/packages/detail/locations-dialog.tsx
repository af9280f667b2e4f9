import { MessageBar, MessageBarBody, Text } from '@fluentui/react-components';
import { ActionDialog, isApiError, notify } from '@portal/shared';
import type { CompanyPackage } from '@portal/shared/contract';
import { useState } from 'react';
import { useQuotationFormat } from '../../common/quotation-format';
import { useOrdersTranslation } from '../../i18n/use-orders-translation';
import { BranchChecklist, type PickedBranch } from '../branch-checklist';
import { overLocationLimit } from '../location-limit';
import { useUpdateLocations } from '../package-queries';

/** Add or remove a package's branches (updateProperties), at most allowed_location_count of them. */
export function LocationsDialog({ pkg, onClose }: { pkg: CompanyPackage; onClose: () => void }) {
  const { t } = useOrdersTranslation();
  const format = useQuotationFormat();
  const [chosen, setPickedBranch] = useState<PickedBranch[]>(() =>
    pkg.locations.map((l) => ({ id: l.branch_id, name: l.name })),
  );
  const [apiError, setApiError] = useState<string | null>(null);
  const update = useUpdateLocations();
  const limit = pkg.allowed_location_count;
  const over = overLocationLimit(chosen.length, limit);

  const toggle = (branch: PickedBranch, checked: boolean) => {
    setApiError(null);
    setPickedBranch((current) => (checked ? [...current, branch] : current.filter((c) => c.id !== branch.id)));
  };
  const save = async () => {
    if (over || update.isPending) return;
    try {
      await update.mutateAsync({ package_id: pkg.id, branch_ids: chosen.map((c) => c.id) });
      notify.success(t('packages.locations.saved'));
      onClose();
    } catch (failure) {
      if (isApiError(failure)) setApiError(failure.fieldErrors.branch_ids?.[0] ?? failure.message);
    }
  };

  return (
    <ActionDialog
      title={t('packages.locations.add')}
      submitLabel={t('packages.locations.save')}
      cancelLabel={t('packages.locations.cancel')}
      submitDisabled={over}
      pending={update.isPending}
      onSubmit={() => void save()}
      onClose={onClose}
      enterSubmits={false}
      fluid
    >
      <Text data-testid="locations-count">
        {t('packages.locations.count', { count: limit, chosen: format.number(chosen.length), n: format.number(limit) })}
      </Text>
      {over || apiError ? (
        <MessageBar intent="error" data-testid="locations-limit">
          <MessageBarBody>{over ? t('packages.locations.limit', { n: limit }) : apiError}</MessageBarBody>
        </MessageBar>
      ) : null}
      <BranchChecklist value={chosen} onToggle={toggle} maxHeight={320} />
    </ActionDialog>
  );
}
