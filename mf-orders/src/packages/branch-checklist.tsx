import { Checkbox, MessageBar, MessageBarBody, SearchBox, Spinner, Text } from '@fluentui/react-components';
import { useAppAbility } from '@portal/shared';
import { useDeferredValue, useState } from 'react';
import { useBranchChoices } from '../common/location-queries';
import { useOrdersTranslation } from '../i18n/use-orders-translation';

export type PickedBranch = { id: string; name: string };

/**
 * The company's branches to tick for a package (buying it, or changing its locations later): a search as you
 * type, the ticked ones first. Without read b2b_branches it says so instead (the UI never calls what is forbidden).
 */
export function BranchChecklist({
  value,
  onToggle,
  maxHeight,
  testId,
}: {
  value: PickedBranch[];
  onToggle: (branch: PickedBranch, checked: boolean) => void;
  maxHeight: number;
  testId?: string;
}) {
  const { t } = useOrdersTranslation();
  const canRead = useAppAbility().can('read', 'b2b_branches');
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search.trim());
  const choices = useBranchChoices(deferred, canRead);
  if (!canRead) {
    return (
      <MessageBar intent="warning">
        <MessageBarBody>{t('packages.locations.noBranchAccess')}</MessageBarBody>
      </MessageBar>
    );
  }
  const picked = new Set(value.map((b) => b.id));
  const listed = [
    ...value,
    ...(choices.data?.items ?? []).filter((b) => !picked.has(b.id)).map((b) => ({ id: b.id, name: b.name })),
  ];
  return (
    <>
      <SearchBox
        aria-label={t('packages.locations.search')}
        placeholder={t('packages.locations.search')}
        value={search}
        onChange={(_e, data) => setSearch(data.value)}
      />
      {choices.isPending ? <Spinner size="small" /> : null}
      <div style={{ display: 'grid', gap: 2, maxHeight, overflowY: 'auto' }} data-testid={testId}>
        {listed.map((branch) => (
          <Checkbox
            key={branch.id}
            label={branch.name}
            checked={picked.has(branch.id)}
            onChange={(_e, data) => onToggle(branch, data.checked === true)}
          />
        ))}
        {listed.length === 0 && !choices.isPending ? <Text>{t('packages.locations.noBranches')}</Text> : null}
      </div>
    </>
  );
}
