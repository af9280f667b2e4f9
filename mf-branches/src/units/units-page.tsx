import { Button, Link, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import {
  Can,
  currentLanguage,
  DataTable,
  type DataTableColumn,
  formatNumber,
  PageHeader,
  useAppAbility,
  useConfirmedDelete,
  useListQueryState,
} from '@portal/shared';
import type { Unit } from '@portal/shared/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { UnitFormDialog } from '../branch-detail/unit-form-dialog';
import { useDeleteUnit, useUnitList } from '../branch-detail/unit-queries';
import { EditDeleteActions } from '../branches/edit-delete-actions';
import { useLocalName } from '../reference/reference-queries';
import { UNIT_FILTER_KEYS, UnitFilters } from './unit-filters';

/** /b2b/units: every unit of the company across its branches (spec §2 branches management). */
export function UnitsPage({ title }: { title: string }) {
  const { t } = useTranslation('branches');
  const navigate = useNavigate();
  const local = useLocalName();
  const canRead = useAppAbility().can('read', 'b2b_units');
  const { state, query, update } = useListQueryState(UNIT_FILTER_KEYS);
  const list = useUnitList(query, canRead);
  const [editing, setEditing] = useState<{ unit?: Unit } | null>(null);
  const confirmedDelete = useConfirmedDelete();
  const remove = useDeleteUnit();
  const number = (value: number | null) => (value === null ? '—' : formatNumber(value, currentLanguage()));

  const onDelete = (unit: Unit) => confirmedDelete(() => remove.mutateAsync(unit.id));
  const columns: DataTableColumn<Unit>[] = [
    { key: 'name', header: t('units.name'), sortKey: 'name', render: (u) => u.name },
    {
      key: 'branch',
      header: t('units.branch'),
      render: (u) => (
        <Link
          href={`/b2b/branches/${u.branch.id}`}
          onClick={(e) => {
            e.preventDefault();
            navigate(`/b2b/branches/${u.branch.id}`);
          }}
        >
          {u.branch.name}
        </Link>
      ),
    },
    { key: 'type', header: t('units.type'), render: (u) => local(u.unit_type?.name) },
    { key: 'floor', header: t('units.floor'), sortKey: 'floor', render: (u) => number(u.floor) },
    { key: 'size', header: t('units.size'), sortKey: 'size_m2', render: (u) => number(u.size_m2) },
    { key: 'spaces', header: t('units.spaces'), render: (u) => u.spaces_count },
    {
      key: 'actions',
      header: t('branches.actions'),
      render: (u) => (
        <EditDeleteActions
          subject="b2b_units"
          name={u.name}
          onEdit={() => setEditing({ unit: u })}
          onDelete={() => onDelete(u)}
        />
      ),
    },
  ];

  return (
    <section data-testid="units-page">
      <PageHeader
        title={title}
        subtitle={t('units.pageSubtitle')}
        actions={
          <Can I="insert" a="b2b_units">
            <Button appearance="primary" icon={<AddRegular />} onClick={() => setEditing({})}>
              {t('units.add')}
            </Button>
          </Can>
        }
      />
      {!canRead ? (
        <MessageBar intent="warning">
          <MessageBarBody>{t('units.noAccess')}</MessageBarBody>
        </MessageBar>
      ) : (
        <>
          {list.isError ? (
            <MessageBar intent="error">
              <MessageBarBody>{t('units.loadFailed')}</MessageBarBody>
            </MessageBar>
          ) : null}
          <DataTable
            label={t('units.companyTableLabel')}
            columns={columns}
            rows={list.data?.items}
            rowKey={(u) => u.id}
            total={list.data?.total ?? 0}
            loading={list.isFetching}
            state={state}
            onChange={update}
            emptyText={t('units.companyEmpty')}
            toolbar={<UnitFilters filters={state.filters} onChange={update} />}
          />
        </>
      )}
      {editing ? (
        <UnitFormDialog branchId={editing.unit?.branch.id} unit={editing.unit} onClose={() => setEditing(null)} />
      ) : null}
    </section>
  );
}
