import { Checkbox, Field, makeStyles } from '@fluentui/react-components';
import { translateMessage } from '@portal/shared';
import { OPS_ROLES, type OpsRole } from '@portal/shared/contract';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { useOpsTranslation } from '../i18n/use-ops-translation';

const useStyles = makeStyles({ list: { display: 'grid', gap: '2px', border: 'none', margin: 0, padding: 0 } });

/** The ops roles as checkboxes, each with what it gives (the roles are the job titles: no role editor). */
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
          <Field
            label={t('users.roles')}
            required
            validationState={message ? 'error' : undefined}
            validationMessage={translateMessage(message)}
          >
            <fieldset className={styles.list} aria-label={t('users.roles')}>
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
            </fieldset>
          </Field>
        );
      }}
    />
  );
}
