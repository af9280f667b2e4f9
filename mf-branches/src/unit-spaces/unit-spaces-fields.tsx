import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import { UNIT_SPACE_QUANTITY_MAX, type unitBodySchema } from '@portal/shared/contract';
import { type ContractForm, FormNumberField, FormSelectField } from '@portal/shared/forms';
import { useFieldArray } from 'react-hook-form';
import { useBranchesTranslation } from '../i18n/use-branches-translation';
import { useOptions, useUnitSpaceTypes } from '../reference/reference-queries';

const useStyles = makeStyles({
  section: {
    display: 'grid',
    gap: '8px',
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
    paddingTop: '12px',
  },
  heading: { fontWeight: tokens.fontWeightSemibold },
  row: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) 120px auto',
    gap: '8px',
    alignItems: 'end',
    // Fluent's Dropdown has a 250 px minimum width: inside this grid it must shrink, or the row overflows the dialog.
    '& .fui-Dropdown, & .fui-Input': { minWidth: 0, width: '100%' },
  },
});

/** The spaces of a unit inside its form: a space type and a quantity per row, rows added and removed freely. */
export function UnitSpacesFields({ control }: { control: ContractForm<typeof unitBodySchema>['control'] }) {
  const { t } = useBranchesTranslation();
  const styles = useStyles();
  const types = useOptions(useUnitSpaceTypes().data?.items);
  const { fields, append, remove } = useFieldArray({ control, name: 'spaces' });
  return (
    <section className={styles.section} aria-label={t('spaces.title')} data-testid="unit-spaces">
      <Text className={styles.heading}>{t('spaces.title')}</Text>
      {fields.length === 0 ? <Text>{t('spaces.none')}</Text> : null}
      {fields.map((field, index) => (
        <div key={field.id} className={styles.row} data-testid="unit-space-row">
          <FormSelectField
            control={control}
            name={`spaces.${index}.space_id`}
            label={t('spaces.type')}
            options={types}
            placeholder={t('fields.choose')}
            required
          />
          <FormNumberField
            control={control}
            name={`spaces.${index}.quantity`}
            label={t('spaces.quantity')}
            min={1}
            max={UNIT_SPACE_QUANTITY_MAX}
            required
          />
          <Button
            appearance="subtle"
            icon={<DeleteRegular />}
            aria-label={t('spaces.remove', { n: index + 1 })}
            onClick={() => remove(index)}
          />
        </div>
      ))}
      <div>
        <Button icon={<AddRegular />} onClick={() => append({ space_id: '', quantity: 1 })}>
          {t('spaces.add')}
        </Button>
      </div>
    </section>
  );
}
