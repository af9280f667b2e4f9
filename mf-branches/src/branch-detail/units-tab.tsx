import { Button, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import {
  Can,
  DataTable,
  type DataTableColumn,
  useAppAbility,
  useConfirmedDelete,
  useListQueryState,
} from '@portal/shared';
import type { Unit } from '@portal/shared/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EditDeleteActions } from '../branches/edit-delete-actions';
import { useLocalName } from '../reference/reference-queries';
import { UnitFormDialog } from './unit-form-dialog';
import { useDeleteUnit, useUnitList } from './unit-queries';

const NO_FILTERS: readonly string[] = [];

/** The units tab of a branch: its units with add, edit and delete. */
export function UnitsTab({ branchId }: { branchId: string }) {
  const { t } = useTranslation('branches');
  const local = useLocalName();
  const canRead = useAppAbility().can('read', 'b2b_units');
  const { state, query, update } = useListQueryState(NO_FILTERS);
  const list = useUnitList({ ...query, branch_id: branchId }, canRead);
  const [editing, setEditing] = useState<{ unit?: Unit } | null>(null);
  const confirmedDelete = useConfirmedDelete();
  const remove = useDeleteUnit();

  if (!canRead) {
    return (
      <MessageBar intent="warning">
        <MessageBarBody>{t('units.noAccess')}</MessageBarBody>
      </MessageBar>
    );
  }
  const onDelete = (unit: Unit) => confirmedDelete(() => remove.mutateAsync(unit.id));
  const columns: DataTableColumn<Unit>[] = [
    { key: 'name', header: t('units.name'), sortKey: 'name', render: (u) => u.name },
    { key: 'type', header: t('units.type'), render: (u) => local(u.unit_type?.name) },
    { key: 'floor', header: t('units.floor'), sortKey: 'floor', render: (u) => u.floor ?? '—' },
    { key: 'size', header: t('units.size'), sortKey: 'size_m2', render: (u) => u.size_m2 ?? '—' },
    { key: 'spaces', header: t('units.spaces'), render: (u) => u.spaces_count },
    {
      key: 'actions',
      header: t('branches.actions'),
      render: (u) => (
        <EditDeleteActions subject="b2b_units" onEdit={() => setEditing({ unit: u })} onDelete={() => onDelete(u)} />
      ),
    },
  ];
  return (
    <div data-testid="units-tab">
      <DataTable
        label={t('units.tableLabel')}
        columns={columns}
        rows={list.data?.items}
        rowKey={(u) => u.id}
        total={list.data?.total ?? 0}
        loading={list.isFetching}
        state={state}
        onChange={update}
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
