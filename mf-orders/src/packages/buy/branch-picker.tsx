import { Checkbox, MessageBar, MessageBarBody, SearchBox, Spinner, Text, tokens } from '@fluentui/react-components';
import { useAppAbility } from '@portal/shared';
import { useDeferredValue, useState } from 'react';
import { useBranchChoices } from '../../common/location-queries';
import { useQuotationFormat } from '../../common/quotation-format';
import { useOrdersTranslation } from '../../i18n/use-orders-translation';
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
  const format = useQuotationFormat();
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
    // A fieldset, not a Field: a Field hands its label to every Fluent control inside (each checkbox would lose its name).
    <fieldset style={{ display: 'grid', gap: 8, border: 0, padding: 0, margin: 0, minWidth: 0 }}>
      <legend style={{ padding: 0, marginBlockEnd: 8 }}>
        <Text weight="semibold">{t('packages.buy.branches')}</Text>
      </legend>
      <Text size={200}>{t('packages.buy.branchesHint')}</Text>
      <div style={{ display: 'grid', gap: 8 }}>
        <Text>
          {t('packages.locations.count', {
            count: limit,
            chosen: format.number(value.length),
            n: format.number(limit),
          })}
        </Text>
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
      {message ? (
        <Text role="alert" data-testid="buy-branches-error" style={{ color: tokens.colorPaletteRedForeground1 }}>
          {message}
        </Text>
      ) : null}
    </fieldset>
  );
}
