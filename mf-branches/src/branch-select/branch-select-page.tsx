import { Button, Checkbox, MessageBar, MessageBarBody, Text } from '@fluentui/react-components';
import {
  type DataTableColumn,
  ListPage,
  Reference,
  translateMessage,
  useAppAbility,
  useLocalizedName,
} from '@portal/shared';
import { BRANCH_SORT_KEYS, type Branch, messageKey, type SortKeyOf } from '@portal/shared/contract';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { branchListQuery } from '../branches/branch-queries';
import { useBranchesTranslation } from '../i18n/use-branches-translation';

const FILTERS = ['property_type_id', 'area_id'] as const;

/**
 * /b2b/branches/select: pick branches for an order or a package. The caller passes `returnTo` (a portal path),
 * optionally `max` (a package's allowed locations) and `branches` (already chosen ids); Continue goes back to
 * `returnTo` with `branches=id,id`.
 */
export function BranchSelectPage({ title }: { title: string }) {
  const { t } = useBranchesTranslation();
  const navigate = useNavigate();
  const local = useLocalizedName();
  const [params] = useSearchParams();
  const canRead = useAppAbility().can('read', 'b2b_branches');
  const max = Number(params.get('max')) || undefined;
  const [selected, setSelected] = useState<string[]>(() => params.get('branches')?.split(',').filter(Boolean) ?? []);
  const [error, setError] = useState<string | null>(null);

  const toggle = (id: string, on: boolean) => {
    setError(null);
    setSelected((current) => (on ? [...current, id] : current.filter((x) => x !== id)));
  };
  const proceed = () => {
    if (selected.length === 0) return setError(translateMessage(messageKey('validation.select_branches')) ?? null);
    if (max && selected.length > max)
      return setError(translateMessage(messageKey('validation.max_locations', { n: max })) ?? null);
    const back = params.get('returnTo');
    const target = back?.startsWith('/') && !back.startsWith('//') ? back : '/b2b/orders/add';
    navigate(`${target}?branches=${encodeURIComponent(selected.join(','))}`);
  };

  const columns: DataTableColumn<Branch, SortKeyOf<typeof BRANCH_SORT_KEYS>>[] = [
    {
      key: 'pick',
      header: '',
      render: (b) => (
        <Checkbox
          aria-label={t('select.pick', { name: b.name })}
          checked={selected.includes(b.id)}
          onChange={(_e, data) => toggle(b.id, data.checked === true)}
        />
      ),
    },
    { key: 'name', header: t('fields.name'), sortKey: 'name', render: (b) => b.name },
    { key: 'code', header: t('fields.code'), sortKey: 'code', render: (b) => <Reference>{b.code}</Reference> },
    { key: 'area', header: t('fields.area'), render: (b) => local(b.area?.name) },
    { key: 'type', header: t('fields.propertyType'), render: (b) => local(b.property_type?.name) },
  ];

  return (
    <ListPage
      testId="branch-select"
      title={title}
      subtitle={t('select.subtitle')}
      actions={
        <>
          <Text aria-live="polite">{t('select.selected', { count: selected.length })}</Text>
          <Button appearance="primary" onClick={proceed} disabled={!canRead}>
            {t('select.continue')}
          </Button>
        </>
      }
      notice={
        error ? (
          <MessageBar intent="error">
            <MessageBarBody>{error}</MessageBarBody>
          </MessageBar>
        ) : null
      }
      access={{ action: 'read', subject: 'b2b_branches' }}
      deniedText={t('branches.noAccess')}
      loadFailedText={t('branches.loadFailed')}
      listQuery={branchListQuery}
      filterKeys={FILTERS}
      tableLabel={t('branches.tableLabel')}
      sortKeys={BRANCH_SORT_KEYS}
      columns={columns}
      rowKey={(b) => b.id}
      emptyText={t('branches.empty')}
    />
  );
}
