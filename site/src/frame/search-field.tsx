import { Field, makeStyles, SearchBox } from '@fluentui/react-components';
import { usePublicTranslation } from '../i18n/use-public-translation';

const useStyles = makeStyles({ field: { maxWidth: '560px', width: '100%' } });

/** A labelled search box; the label stays visible so the control is named for every reader. */
export function SearchField({
  label,
  placeholder,
  value,
  onChange,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const styles = useStyles();
  const { t } = usePublicTranslation();
  return (
    <Field label={label} className={styles.field}>
      <SearchBox
        value={value}
        placeholder={placeholder}
        onChange={(_event, data) => onChange(data.value)}
        // Fluent names the clear button "clear" in English whatever the language.
        dismiss={{ 'aria-label': t('search.clear') }}
      />
    </Field>
  );
}
