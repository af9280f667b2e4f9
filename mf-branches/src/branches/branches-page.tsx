import { Button, Link } from '@fluentui/react-components';
import { AddRegular, ArrowUploadRegular } from '@fluentui/react-icons';
import {
  Can,
  currentLanguage,
  type DataTableColumn,
  ExportMenu,
  formatNumber,
  ListPage,
  Reference,
  useConfirmedDelete,
  useLocalizedName,
} from '@portal/shared';
import { BRANCH_FILTER_KEYS, BRANCH_SORT_KEYS, type Branch, type SortKeyOf } from '@portal/shared/contract';
import { useNavigate } from '@portal/shared/router';
import { lazy, Suspense, useState } from 'react';
import { useBranchesTranslation } from '../i18n/use-branches-translation';
import { BranchFilters } from './branch-filters';
import { branchListQuery, useDeleteBranch } from './branch-queries';
import { editDeleteColumn } from './edit-delete-actions';

// The dialogs' code (form fields, validation, upload) is fetched when one is opened: the list paints without it.
const BranchFormDialog = lazy(() => import('./branch-form-dialog').then((m) => ({ default: m.BranchFormDialog })));
const BulkUploadDialog = lazy(() =>
  import('../bulk-upload/bulk-upload-dialog').then((m) => ({ default: m.BulkUploadDialog })),
);

type Dialog = { kind: 'form'; branch?: Branch } | { kind: 'upload' } | null;

/** /b2b/branches (alias /b2b/properties/list, and /b2b/branches/list): the company's branches. */
export function BranchesPage({ title }: { title: string }) {
  const { t } = useBranchesTranslation();
  const navigate = useNavigate();
  const local = useLocalizedName();
  const confirmedDelete = useConfirmedDelete();
  const remove = useDeleteBranch();
  const [dialog, setDialog] = useState<Dialog>(null);

  const onDelete = (branch: Branch) => confirmedDelete(() => remove.mutateAsync(branch.id));

  const columns: DataTableColumn<Branch, SortKeyOf<typeof BRANCH_SORT_KEYS>>[] = [
    {
      key: 'name',
      header: t('fields.name'),
      sortKey: 'name',
      render: (b) => (
        <Link
          href={`/b2b/branches/${b.id}`}
          onClick={(e) => {
            e.preventDefault();
            navigate(`/b2b/branches/${b.id}`);
          }}
        >
          {b.name}
        </Link>
      ),
    },
    { key: 'code', header: t('fields.code'), sortKey: 'code', render: (b) => <Reference>{b.code}</Reference> },
    { key: 'type', header: t('fields.propertyType'), render: (b) => local(b.property_type?.name) },
    { key: 'area', header: t('fields.area'), render: (b) => `${local(b.area?.name)} · ${local(b.city.name)}` },
    { key: 'floors', header: t('fields.floors'), sortKey: 'floors', render: (b) => b.floors ?? '—' },
    {
      key: 'size',
      header: t('fields.sizeM2'),
      sortKey: 'size_m2',
      render: (b) => (b.size_m2 === null ? '—' : formatNumber(b.size_m2, currentLanguage())),
    },
    { key: 'units', header: t('fields.unitsCount'), render: (b) => b.units_count },
    editDeleteColumn(t('branches.actions'), 'b2b_branches', {
      name: (b) => b.name,
      onEdit: (b) => setDialog({ kind: 'form', branch: b }),
      onDelete,
    }),
  ];

  return (
    <ListPage
      testId="branches-page"
      title={title}
      subtitle={t('branches.subtitle')}
      actions={
        <>
          <Can I="insert" a="b2b_branches">
            <Button appearance="primary" icon={<AddRegular />} onClick={() => setDialog({ kind: 'form' })}>
              {t('branches.add')}
            </Button>
          </Can>
          <Can I="bulk_upload" a="b2b_branches">
            <Button icon={<ArrowUploadRegular />} onClick={() => setDialog({ kind: 'upload' })}>
              {t('upload.button')}
            </Button>
          </Can>
        </>
      }
      // The page is guarded by read b2b_properties; the list itself needs read b2b_branches (the UI never calls what the role forbids).
      access={{ action: 'read', subject: 'b2b_branches' }}
      deniedText={t('branches.noAccess')}
      loadFailedText={t('branches.loadFailed')}
      listQuery={branchListQuery}
      filterKeys={BRANCH_FILTER_KEYS}
      toolbar={<BranchFilters />}
      renderExport={(query) => <ExportMenu path="/company/branch/export" name="branches" query={query} />}
      tableLabel={t('branches.tableLabel')}
      sortKeys={BRANCH_SORT_KEYS}
      columns={columns}
      rowKey={(b) => b.id}
      emptyText={t('branches.empty')}
    >
      <Suspense fallback={null}>
        {dialog?.kind === 'form' ? <BranchFormDialog branch={dialog.branch} onClose={() => setDialog(null)} /> : null}
        {dialog?.kind === 'upload' ? <BulkUploadDialog onClose={() => setDialog(null)} /> : null}
      </Suspense>
    </ListPage>
  );
}
