import { Checkbox, MessageBar, MessageBarBody, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { useAppAbility } from '@portal/shared';
import { useUnitChoices } from '../../../common/location-queries';
import { useOrdersTranslation } from '../../../i18n/use-orders-translation';
import type { StepProps } from './step-props';

const useStyles = makeStyles({
  group: { display: 'grid', gap: '2px', marginBottom: '12px' },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** Spec §2 "units": optional; the units of the chosen branches, grouped by branch. */
export function UnitsStep({ draft, update }: StepProps) {
  const { t } = useOrdersTranslation();
  const styles = useStyles();
  const allowed = useAppAbility().can('read', 'b2b_units');
  const { units, loading } = useUnitChoices(draft.answers.branch_ids, allowed);
  const chosen = new Set(draft.answers.unit_ids);

  const toggle = (unitId: string, branchId: string, checked: boolean) =>
    update((current) => ({
      ...current,
      answers: {
        ...current.answers,
        unit_ids: checked
          ? [...current.answers.unit_ids, unitId]
          : current.answers.unit_ids.filter((id) => id !== unitId),
      },
      unitBranches: { ...current.unitBranches, [unitId]: branchId },
    }));

  if (!allowed) {
    return (
      <MessageBar intent="info">
        <MessageBarBody>{t('quotations.units.noAccess')}</MessageBarBody>
      </MessageBar>
    );
  }
  return (
    <div>
      <Text block weight="semibold" style={{ marginBottom: 8 }}>
        {t('quotations.questions.units')}
      </Text>
      {loading ? <Spinner size="tiny" /> : null}
      {!loading && units.length === 0 ? <Text className={styles.muted}>{t('quotations.units.none')}</Text> : null}
      {draft.branches.map((branch) => {
        const ofBranch = units.filter((unit) => unit.branch.id === branch.id);
        if (ofBranch.length === 0) return null;
        return (
          <fieldset key={branch.id} className={styles.group} style={{ border: 0, padding: 0, margin: 0 }}>
            <legend>
              <Text weight="semibold">{branch.name}</Text>
            </legend>
            {ofBranch.map((unit) => (
              <Checkbox
                key={unit.id}
                checked={chosen.has(unit.id)}
                onChange={(_e, data) => toggle(unit.id, branch.id, data.checked === true)}
                label={
                  unit.floor === null
                    ? unit.name
                    : `${unit.name} · ${t('quotations.units.floor', { floor: unit.floor })}`
                }
              />
            ))}
          </fieldset>
        );
      })}
    </div>
  );
}
