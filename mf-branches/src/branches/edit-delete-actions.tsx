import { Button } from '@fluentui/react-components';
import { Can, type DataTableColumn } from '@portal/shared';
import { useBranchesTranslation } from '../i18n/use-branches-translation';

type Props = {
  /** The ability subject guarding both actions, e.g. b2b_branches or b2b_units. */
  subject: string;
  /** The row's name, so screen readers hear which row a Delete button removes (omit where the row says it). */
  name?: string;
  onEdit: () => void;
  onDelete: () => void;
};

/** The Edit and Delete buttons of a table row, each shown only with its ability. */
function EditDeleteActions({ subject, name, onEdit, onDelete }: Props) {
  const { t } = useBranchesTranslation();
  return (
    <>
      <Can I="update" a={subject}>
        <Button size="small" appearance="subtle" onClick={onEdit}>
          {t('branches.edit')}
        </Button>
      </Can>
      <Can I="delete" a={subject}>
        <Button
          size="small"
          appearance="subtle"
          aria-label={name ? `${t('branches.delete')} ${name}` : undefined}
          onClick={onDelete}
        >
          {t('branches.delete')}
        </Button>
      </Can>
    </>
  );
}

/** The row-actions column of a branches or units table. `name` names the Delete button after the row. */
export function editDeleteColumn<T>(
  header: string,
  subject: string,
  handlers: { name?: (row: T) => string; onEdit: (row: T) => void; onDelete: (row: T) => void },
): DataTableColumn<T> {
  return {
    key: 'actions',
    header,
    render: (row) => (
      <EditDeleteActions
        subject={subject}
        name={handlers.name?.(row)}
        onEdit={() => handlers.onEdit(row)}
        onDelete={() => handlers.onDelete(row)}
      />
    ),
  };
}
