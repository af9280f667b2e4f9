import { Button, Link } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import {
  Can,
  currentLanguage,
  type DataTableColumn,
  formatNumber,
  ListPage,
  useConfirmedDelete,
  useLocalizedName,
} from '@portal/shared';
import { type SortKeyOf, UNIT_SORT_KEYS, type Unit } from '@portal/shared/contract';
import { useNavigate } from '@portal/shared/router';
import { useState } from 'react';
import { UnitFormDialog } from '../branch-detail/unit-form-dialog';
import { unitListQuery, useDeleteUnit } from '../branch-detail/unit-queries';
import { editDeleteColumn } from '../branches/edit-delete-actions';
import { useBranchesTranslation } from '../i18n/use-branches-translation';
import { UNIT_FILTER_KEYS, UnitFilters } from './unit-filters';

/** /b2b/units: every unit of the company across its branches (spec §2 branches management). */
export function UnitsPage({ title }: { title: string }) {
  const { t } = useBranchesTranslation();
  const navigate = useNavigate();
  const local = useLocalizedName();
  const [editing, setEditing] = useState<{ unit?: Unit } | null>(null);
  const confirmedDelete = useConfirmedDelete();
  const remove = useDeleteUnit();
  const number = (value: number | null) => (value === null ? '—' : formatNumber(value, currentLanguage()));

  const onDelete = (unit: Unit) => confirmedDelete(() => remove.mutateAsync(unit.id));
  const columns: DataTableColumn<Unit, SortKeyOf<typeof UNIT_SORT_KEYS>>[] = [
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
    editDeleteColumn(t('branches.actions'), 'b2b_units', {
      name: (u) => u.name,
      onEdit: (u) => setEditing({ unit: u }),
      onDelete,
    }),
  ];

  return (
    <ListPage
      testId="units-page"
      title={title}
      subtitle={t('units.pageSubtitle')}
      actions={
        <Can I="insert" a="b2b_units">
          <Button appearance="primary" icon={<AddRegular />} onClick={() => setEditing({})}>
            {t('units.add')}
          </Button>
        </Can>
      }
      access={{ action: 'read', subject: 'b2b_units' }}
      deniedText={t('units.noAccess')}
      loadFailedText={t('units.loadFailed')}
      listQuery={unitListQuery}
      filterKeys={UNIT_FILTER_KEYS}
      toolbar={<UnitFilters />}
      tableLabel={t('units.companyTableLabel')}
      sortKeys={UNIT_SORT_KEYS}
      columns={columns}
      rowKey={(u) => u.id}
      emptyText={t('units.companyEmpty')}
    >
      {editing ? (
        <UnitFormDialog branchId={editing.unit?.branch.id} unit={editing.unit} onClose={() => setEditing(null)} />
      ) : null}
    </ListPage>
  );
}
