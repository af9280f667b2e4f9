import { Badge, Link } from '@fluentui/react-components';
import {
  callEndpoint,
  type DataTableColumn,
  formatNumber,
  GatedList,
  type ListPageQuery,
  Reference,
  useCurrentLanguage,
  useLocalizedName,
} from '@portal/shared';
import {
  type CompanyPackage,
  PACKAGE_ENDPOINTS,
  PACKAGE_RULES,
  PACKAGE_SORTS,
  type SortKeyOf,
} from '@portal/shared/contract';
import { useNavigate } from '@portal/shared/router';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { useBranchesTranslation } from '../i18n/use-branches-translation';

const branchPackagesQuery = (query: ListPageQuery) =>
  queryOptions({
    queryKey: ['packages', 'list', query],
    queryFn: () => callEndpoint(PACKAGE_ENDPOINTS.list, { query }),
    placeholderData: keepPreviousData,
  });

/**
 * The branch page's Packages tab: the packages covering this branch (GET company/package?branch_id=…), each linking
 * to its package page; the §8 empty state only when there are none. Shown only with PACKAGE_RULES.packagesRead.
 */
export function PackagesTab({ branchId }: { branchId: string }) {
  const { t } = useBranchesTranslation();
  const local = useLocalizedName();
  const language = useCurrentLanguage();
  const navigate = useNavigate();
  const columns: DataTableColumn<CompanyPackage, SortKeyOf<typeof PACKAGE_SORTS>>[] = [
    {
      key: 'name',
      header: t('branchPackages.name'),
      render: (p) => {
        const path = `/b2b/packages/${encodeURIComponent(p.reference)}`;
        return (
          <Link
            href={path}
            onClick={(event) => {
              event.preventDefault();
              navigate(path);
            }}
          >
            {local(p.name)}
          </Link>
        );
      },
    },
    {
      key: 'reference',
      header: t('branchPackages.reference'),
      sortKey: 'reference',
      render: (p) => <Reference>{p.reference}</Reference>,
    },
    {
      key: 'used',
      header: t('branchPackages.used'),
      render: (p) =>
        t('branchPackages.usage', {
          used: formatNumber(p.locations.find((l) => l.branch_id === branchId)?.used ?? 0, language),
          available: formatNumber(p.available, language),
          unit: t(`branchPackages.type.${p.type}`),
        }),
    },
    {
      key: 'status',
      header: t('branchPackages.status'),
      sortKey: 'status',
      render: (p) => (
        <Badge appearance="tint" color={p.is_active ? 'success' : 'subtle'} data-testid="branch-package-status">
          {p.is_active ? t('branchPackages.active') : t(`branchPackages.statuses.${p.status}`)}
        </Badge>
      ),
    },
  ];
  return (
    <div data-testid="packages-tab">
      <GatedList
        access={PACKAGE_RULES.packagesRead}
        listQuery={(query: ListPageQuery) => branchPackagesQuery({ ...query, branch_id: branchId })}
        tableLabel={t('branchPackages.tableLabel')}
        sortKeys={PACKAGE_SORTS}
        columns={columns}
        rowKey={(p) => p.id}
        emptyText={t('detail.noPackages')}
      />
    </div>
  );
}
