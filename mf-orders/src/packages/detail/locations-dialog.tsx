import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  MessageBarBody,
  SearchBox,
  Spinner,
  Text,
} from '@fluentui/react-components';
import { isApiError, notify, useAppAbility } from '@portal/shared';
import type { CompanyPackage } from '@portal/shared/contract';
import { useDeferredValue, useState } from 'react';
import { useBranchChoices } from '../../common/location-queries';
import { useQuotationFormat } from '../../common/quotation-format';
import { useOrdersTranslation } from '../../i18n/use-orders-translation';
import { overLocationLimit } from '../location-limit';
import { useUpdateLocations } from '../package-queries';

type Chosen = { id: string; name: string };

/** Add or remove a package's branches (updateProperties), at most allowed_location_count of them. */
export function LocationsDialog({ pkg, onClose }: { pkg: CompanyPackage; onClose: () => void }) {
  const { t } = useOrdersTranslation();
  const format = useQuotationFormat();
  const canReadBranches = useAppAbility().can('read', 'b2b_branches');
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search.trim());
  const choices = useBranchChoices(deferred, canReadBranches);
  const [chosen, setChosen] = useState<Chosen[]>(() => pkg.locations.map((l) => ({ id: l.branch_id, name: l.name })));
  const [apiError, setApiError] = useState<string | null>(null);
  const update = useUpdateLocations();
  const limit = pkg.allowed_location_count;
  const over = overLocationLimit(chosen.length, limit);
  const chosenIds = new Set(chosen.map((c) => c.id));
  const listed: Chosen[] = [
    ...chosen,
    ...(choices.data?.items ?? []).filter((b) => !chosenIds.has(b.id)).map((b) => ({ id: b.id, name: b.name })),
  ];

  const toggle = (branch: Chosen, checked: boolean) => {
    setApiError(null);
    setChosen((current) => (checked ? [...current, branch] : current.filter((c) => c.id !== branch.id)));
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
    <Dialog open onOpenChange={(_e, data) => (data.open ? undefined : onClose())}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('packages.locations.add')}</DialogTitle>
          <DialogContent style={{ display: 'grid', gap: 12 }}>
            <Text data-testid="locations-count">
              {t('packages.locations.count', {
                count: limit,
                chosen: format.number(chosen.length),
                n: format.number(limit),
              })}
            </Text>
            {over || apiError ? (
              <MessageBar intent="error" data-testid="locations-limit">
                <MessageBarBody>{over ? t('packages.locations.limit', { n: limit }) : apiError}</MessageBarBody>
              </MessageBar>
            ) : null}
            {canReadBranches ? (
              <>
                <SearchBox
                  aria-label={t('packages.locations.search')}
                  placeholder={t('packages.locations.search')}
                  value={search}
                  onChange={(_e, data) => setSearch(data.value)}
                />
                {choices.isPending ? <Spinner size="small" /> : null}
                <div style={{ display: 'grid', gap: 2, maxHeight: 320, overflowY: 'auto' }}>
                  {listed.map((branch) => (
                    <Checkbox
                      key={branch.id}
                      label={branch.name}
                      checked={chosenIds.has(branch.id)}
                      onChange={(_e, data) => toggle(branch, data.checked === true)}
                    />
                  ))}
                  {listed.length === 0 && !choices.isPending ? <Text>{t('packages.locations.noBranches')}</Text> : null}
                </div>
              </>
            ) : (
              <MessageBar intent="warning">
                <MessageBarBody>{t('packages.locations.noBranchAccess')}</MessageBarBody>
              </MessageBar>
            )}
          </DialogContent>
          <DialogActions fluid>
            <Button appearance="primary" disabled={over || update.isPending} onClick={save}>
              {t('packages.locations.save')}
            </Button>
            <Button onClick={onClose} disabled={update.isPending}>
              {t('packages.locations.cancel')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
