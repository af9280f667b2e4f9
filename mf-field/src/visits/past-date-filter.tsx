import { Button, Field, Input, makeStyles } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { riyadhDate } from '@portal/shared/contract';
import { useFieldTranslation } from '../i18n/use-field-translation';

const useStyles = makeStyles({
  row: { display: 'flex', gap: '8px', alignItems: 'end' },
  field: { flexGrow: 1 },
});

/** Past visits of one day (the phone's date picker), up to yesterday; the × clears it. */
export function PastDateFilter({ value, onChange }: { value: string; onChange: (date: string) => void }) {
  const styles = useStyles();
  const { t } = useFieldTranslation();
  const yesterday = new Date(Date.parse(`${riyadhDate(new Date())}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  return (
    <div className={styles.row}>
      <Field className={styles.field} label={t('pastSearch.date')}>
        <Input
          type="date"
          size="large"
          value={value}
          max={yesterday}
          onChange={(_, data) => onChange(data.value)}
          data-testid="past-date"
        />
      </Field>
      {value ? (
        <Button
          size="large"
          icon={<DismissRegular />}
          aria-label={t('pastSearch.clear')}
          onClick={() => onChange('')}
        />
      ) : null}
    </div>
  );
}
