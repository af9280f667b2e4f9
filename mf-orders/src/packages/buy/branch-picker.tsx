import { Checkbox, Field, MessageBar, MessageBarBody, SearchBox, Spinner, Text } from '@fluentui/react-components';
import { useAppAbility } from '@portal/shared';
import { useDeferredValue, useState } from 'react';
import { useOrdersTranslation } from '../../i18n/use-orders-translation';
import { useBranchChoices } from '../../quotations/wizard/location-queries';
import { overLocationLimit } from '../location-limit';

export type PickedBranch = { id: string; name: string };

type Props = {
  value: PickedBranch[];
  onChange: (next: PickedBranch[]) => void;
  limit: number;
  /** The API's message on branch_ids, if it refused. */
  error: string | null;
};

/** The package's branches, at most `limit` ('You can choose only ({n}) locations' before the API says it). */
export function BranchPicker({ value, onChange, limit, error }: Props) {
  const { t } = useOrdersTranslation();
  const canRead = useAppAbility().can('read', 'b2b_branches');
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search.trim());
  const choices = useBranchChoices(deferred, canRead);
  const picked = new Set(value.map((b) => b.id));
  const listed = [
    ...value,
    ...(choices.data?.items ?? []).filter((b) => !picked.has(b.id)).map((b) => ({ id: b.id, name: b.name })),
  ];
  const message = overLocationLimit(value.length, limit) ? t('packages.locations.limit', { n: limit }) : error;

  if (!canRead) {
    return (
      <MessageBar intent="warning">
        <MessageBarBody>{t('packages.locations.noBranchAccess')}</MessageBarBody>
      </MessageBar>
    );
  }
  return (
    <Field
      label={t('packages.buy.branches')}
      hint={t('packages.buy.branchesHint')}
      validationState={message ? 'error' : undefined}
      validationMessage={message ?? undefined}
    >
      <div style={{ display: 'grid', gap: 8 }}>
        <Text>{t('packages.locations.count', { count: value.length, n: limit })}</Text>
        <SearchBox
          aria-label={t('packages.locations.search')}
          placeholder={t('packages.locations.search')}
          value={search}
          onChange={(_e, data) => setSearch(data.value)}
        />
        {choices.isPending ? <Spinner size="small" /> : null}
        <div style={{ display: 'grid', gap: 2, maxHeight: 280, overflowY: 'auto' }} data-testid="buy-branches">
          {listed.map((branch) => (
            <Checkbox
              key={branch.id}
              label={branch.name}
              checked={picked.has(branch.id)}
              onChange={(_e, data) =>
                onChange(data.checked === true ? [...value, branch] : value.filter((b) => b.id !== branch.id))
              }
            />
          ))}
          {listed.length === 0 && !choices.isPending ? <Text>{t('packages.locations.noBranches')}</Text> : null}
        </div>
      </div>
    </Field>
  );
}
