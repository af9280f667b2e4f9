import { Checkbox, makeStyles, Text, tokens } from '@fluentui/react-components';
import { translateMessage } from '@portal/shared';
import { OPS_ROLES, type OpsRole } from '@portal/shared/contract';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { useOpsTranslation } from '../i18n/use-ops-translation';

const useStyles = makeStyles({
  set: { display: 'grid', gap: '2px', border: 'none', margin: 0, padding: 0 },
  legend: { padding: 0, marginBottom: '4px', fontWeight: tokens.fontWeightSemibold },
  required: { color: tokens.colorPaletteRedForeground3, paddingInlineStart: '4px' },
  error: { color: tokens.colorPaletteRedForeground1 },
});

/**
 * The ops roles as checkboxes, each with what it gives (the roles are the job titles: no role editor). A fieldset
 * with its legend, not a Fluent Field: a Field hands its one control id to every checkbox inside.
 */
export function RolesField<T extends FieldValues>({
  control,
  name,
}: {
  control: Control<T, unknown, FieldValues>;
  name: Path<T>;
}) {
  const styles = useStyles();
  const { t } = useOpsTranslation();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const roles = (field.value as OpsRole[] | undefined) ?? [];
        const message = fieldState.error?.message ?? fieldState.error?.root?.message;
        return (
          <fieldset className={styles.set} aria-invalid={message ? true : undefined}>
            <legend className={styles.legend}>
              {t('users.roles')}
              <span aria-hidden="true" className={styles.required}>
                *
              </span>
            </legend>
            {OPS_ROLES.map((role) => (
              <Checkbox
                key={role}
                checked={roles.includes(role)}
                label={`${t(`roles.${role}`)} — ${t(`roles.${role}Hint`)}`}
                onChange={(_e, data) =>
                  field.onChange(data.checked ? [...roles, role] : roles.filter((r) => r !== role))
                }
              />
            ))}
            {message ? (
              <Text role="alert" size={200} className={styles.error}>
                {translateMessage(message)}
              </Text>
            ) : null}
          </fieldset>
        );
      }}
    />
  );
}
