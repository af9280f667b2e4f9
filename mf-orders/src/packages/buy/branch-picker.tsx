import { MessageBar, MessageBarBody, Text, tokens } from '@fluentui/react-components';
import { useAppAbility } from '@portal/shared';
import { useQuotationFormat } from '../../common/quotation-format';
import { useOrdersTranslation } from '../../i18n/use-orders-translation';
import { BranchChecklist, type PickedBranch } from '../branch-checklist';
import { overLocationLimit } from '../location-limit';

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
        <BranchChecklist
          value={value}
          onToggle={(branch, checked) =>
            onChange(checked ? [...value, branch] : value.filter((b) => b.id !== branch.id))
          }
          maxHeight={280}
          testId="buy-branches"
        />
      </div>
      {message ? (
        <Text role="alert" data-testid="buy-branches-error" style={{ color: tokens.colorPaletteRedForeground1 }}>
          {message}
        </Text>
      ) : null}
    </fieldset>
  );
}
