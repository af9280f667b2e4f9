import { Button } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import {
  Can,
  type DataTableColumn,
  GatedList,
  type ListPageQuery,
  useConfirmedDelete,
  useLocalizedName,
} from '@portal/shared';
import { type SortKeyOf, UNIT_SORT_KEYS, type Unit } from '@portal/shared/contract';
import { useState } from 'react';
import { editDeleteColumn } from '../branches/edit-delete-actions';
import { useBranchesTranslation } from '../i18n/use-branches-translation';
import { UnitFormDialog } from './unit-form-dialog';
import { unitListQuery, useDeleteUnit } from './unit-queries';

/** The units tab of a branch: its units with add, edit and delete. */
export function UnitsTab({ branchId }: { branchId: string }) {
  const { t } = useBranchesTranslation();
  const local = useLocalizedName();
  const [editing, setEditing] = useState<{ unit?: Unit } | null>(null);
  const confirmedDelete = useConfirmedDelete();
  const remove = useDeleteUnit();

  const onDelete = (unit: Unit) => confirmedDelete(() => remove.mutateAsync(unit.id));
  const columns: DataTableColumn<Unit, SortKeyOf<typeof UNIT_SORT_KEYS>>[] = [
    { key: 'name', header: t('units.name'), sortKey: 'name', render: (u) => u.name },
    { key: 'type', header: t('units.type'), render: (u) => local(u.unit_type?.name) },
    { key: 'floor', header: t('units.floor'), sortKey: 'floor', render: (u) => u.floor ?? '—' },
    { key: 'size', header: t('units.size'), sortKey: 'size_m2', render: (u) => u.size_m2 ?? '—' },
    { key: 'spaces', header: t('units.spaces'), render: (u) => u.spaces_count },
    editDeleteColumn(t('branches.actions'), 'b2b_units', { onEdit: (u) => setEditing({ unit: u }), onDelete }),
  ];
  return (
    <div data-testid="units-tab">
      <GatedList
        access={{ action: 'read', subject: 'b2b_units' }}
        deniedText={t('units.noAccess')}
        loadFailedText={t('units.loadFailed')}
        listQuery={(query: ListPageQuery) => unitListQuery({ ...query, branch_id: branchId })}
        tableLabel={t('units.tableLabel')}
        sortKeys={UNIT_SORT_KEYS}
        columns={columns}
        rowKey={(u) => u.id}
        emptyText={t('units.empty')}
        toolbar={
          <Can I="insert" a="b2b_units">
            <Button icon={<AddRegular />} onClick={() => setEditing({})}>
              {t('units.add')}
            </Button>
          </Can>
        }
      />
      {editing ? <UnitFormDialog branchId={branchId} unit={editing.unit} onClose={() => setEditing(null)} /> : null}
    </div>
  );
}
