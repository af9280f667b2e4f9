import {
  Checkbox,
  MessageBar,
  MessageBarBody,
  makeStyles,
  SearchBox,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { translateMessage, useAppAbility } from '@portal/shared';
import { useDeferredValue, useState } from 'react';
import { useBranchChoices } from '../../../common/location-queries';
import { useOrdersTranslation } from '../../../i18n/use-orders-translation';
import { type BranchFacts, factsOf, withBranches } from '../quotation-draft';
import type { StepProps } from './step-props';

const useStyles = makeStyles({
  list: {
    display: 'grid',
    gap: '2px',
    maxHeight: '360px',
    overflowY: 'auto',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: '4px',
  },
  muted: { color: tokens.colorNeutralForeground3 },
  error: { color: tokens.colorPaletteRedForeground1 },
  fieldset: { display: 'grid', gap: '8px', border: 0, padding: 0, margin: 0, minWidth: 0 },
});

/** Spec §2 "branches": the company's branches, searched on the server, several chosen. */
export function BranchesStep({ draft, update, errors }: StepProps) {
  const { t } = useOrdersTranslation();
  const styles = useStyles();
  const allowed = useAppAbility().can('read', 'b2b_branches');
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search.trim());
  const choices = useBranchChoices(deferred, allowed);
  const chosen = new Set(draft.answers.branch_ids);
  // Chosen branches stay listed (first) even when the search hides them, so they can be unticked.
  const listed = [
    ...draft.branches,
    ...(choices.data?.items ?? []).filter((branch) => !chosen.has(branch.id)).map(factsOf),
  ];

  const toggle = (branch: BranchFacts, checked: boolean) =>
    update((current) =>
      withBranches(
        current,
        checked ? [...current.branches, branch] : current.branches.filter((other) => other.id !== branch.id),
      ),
    );

  if (!allowed) {
    return (
      <MessageBar intent="warning">
        <MessageBarBody>{t('quotations.branches.noAccess')}</MessageBarBody>
      </MessageBar>
    );
  }
  const error = errors.branch_ids;
  // A fieldset, not a Fluent Field: a Field gives its one control id to every checkbox inside it.
  return (
    <fieldset className={styles.fieldset}>
      <legend>
        <Text weight="semibold">{t('quotations.questions.branches')}</Text>
      </legend>
      <Text size={200} className={styles.muted}>
        {t('quotations.branches.selected', { count: chosen.size })}
      </Text>
      <SearchBox
        aria-label={t('quotations.branches.search')}
        placeholder={t('quotations.branches.search')}
        value={search}
        onChange={(_e, data) => setSearch(data.value)}
      />
      {choices.isPending ? <Spinner size="tiny" /> : null}
      <div className={styles.list} data-testid="branch-choices">
        {listed.map((branch) => (
          <Checkbox
            key={branch.id}
            checked={chosen.has(branch.id)}
            onChange={(_e, data) => toggle(branch, data.checked === true)}
            label={
              <span>
                {branch.name}{' '}
                <span dir="ltr" className={styles.muted}>
                  ({branch.code})
                </span>
                {branch.size_m2 ? (
                  <Text size={200} className={styles.muted} block>
                    {t('quotations.branches.facts', {
                      area: branch.size_m2,
                      floors: branch.floors,
                      count: branch.floors ?? 0,
                    })}
                  </Text>
                ) : null}
              </span>
            }
          />
        ))}
        {!choices.isPending && listed.length === 0 ? (
          <Text className={styles.muted}>{t('quotations.branches.none')}</Text>
        ) : null}
      </div>
      {error ? (
        <Text role="alert" className={styles.error}>
          {translateMessage(error)}
        </Text>
      ) : null}
    </fieldset>
  );
}
