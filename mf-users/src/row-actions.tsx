import { Button, makeStyles } from '@fluentui/react-components';
import { DeleteRegular, EditRegular } from '@fluentui/react-icons';
import { Can } from '@portal/shared';
import { useUsersTranslation } from './i18n/use-users-translation';

const useStyles = makeStyles({ actions: { display: 'flex', gap: '4px' } });

type Props = {
  /** The ability subject guarding both buttons (b2b_users, b2b_residents, b2b_roles_and_permissions). */
  subject: string;
  /** The row's name: each icon button is named after it ("Edit Sara"). */
  name: string;
  onEdit: () => void;
  /** Absent: no delete button (your own user row, issue 14.6). */
  onDelete?: () => void;
};

/** The Edit and Delete icon buttons of a members or roles row, each shown only with its ability. */
export function RowActions({ subject, name, onEdit, onDelete }: Props) {
  const styles = useStyles();
  const { t } = useUsersTranslation();
  return (
    <div className={styles.actions}>
      <Can I="update" a={subject}>
        <Button
          appearance="subtle"
          icon={<EditRegular />}
          aria-label={t('actions.editNamed', { name })}
          onClick={onEdit}
        />
      </Can>
      {onDelete ? (
        <Can I="delete" a={subject}>
          <Button
            appearance="subtle"
            icon={<DeleteRegular />}
            aria-label={t('actions.deleteNamed', { name })}
            onClick={onDelete}
          />
        </Can>
      ) : null}
    </div>
  );
}
