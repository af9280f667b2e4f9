import { Button, Checkbox, MessageBar, MessageBarBody, Text } from '@fluentui/react-components';
import {
  type DataTableColumn,
  ListPage,
  Reference,
  translateMessage,
  useAppAbility,
  useLocalizedName,
} from '@portal/shared';
import {
  BRANCH_SORT_KEYS,
  type Branch,
  messageKey,
  ORDER_RULES,
  PACKAGE_RULES,
  type SortKeyOf,
} from '@portal/shared/contract';
import { useNavigate, useSearchParams } from '@portal/shared/router';
import { useState } from 'react';
import { branchListQuery } from '../branches/branch-queries';
import { useBranchesTranslation } from '../i18n/use-branches-translation';

const FILTERS = ['property_type_id', 'area_id'] as const;

/** Where the chosen branches go without a caller (issue 28.7): both pages read `branches=id,id`. */
const ORDER_FORM = '/b2b/orders/add';
const QUOTATION_WIZARD = '/b2b/packages/quote';

/** `path` with `branches=id,id` added to whatever query it already has. */
const withBranches = (path: string, ids: readonly string[]) => {
  const url = new URL(path, 'http://portal');
  url.searchParams.set('branches', ids.join(','));
  return `${url.pathname}${url.search}`;
};

/**
 * /b2b/branches/select: pick branches for an order or a package. The caller may pass `returnTo` (a portal path),
 * `max` (a package's allowed locations) and `branches` (already chosen ids); Continue goes back to `returnTo`
 * with `branches=id,id`. Opened on its own, it offers the order form (which takes one branch: the first) and
 * the quotation wizard (any number), each only with its permission, and says so when the role has neither.
 */
export function BranchSelectPage({ title }: { title: string }) {
  const { t } = useBranchesTranslation();
  const navigate = useNavigate();
  const local = useLocalizedName();
  const [params] = useSearchParams();
  const ability = useAppAbility();
  const canRead = ability.can('read', 'b2b_branches');
  const canOrder = ability.can(ORDER_RULES.orderCreate.action, ORDER_RULES.orderCreate.subject);
  const canQuote = ability.can(PACKAGE_RULES.quotationCreate.action, PACKAGE_RULES.quotationCreate.subject);
  const back = params.get('returnTo');
  const returnTo = back?.startsWith('/') && !back.startsWith('//') ? back : null;
  const max = Number(params.get('max')) || undefined;
  const [selected, setSelected] = useState<string[]>(() => params.get('branches')?.split(',').filter(Boolean) ?? []);
  const [error, setError] = useState<string | null>(null);

  const toggle = (id: string, on: boolean) => {
    setError(null);
    setSelected((current) => (on ? [...current, id] : current.filter((x) => x !== id)));
  };
  const proceed = (target: string) => {
    if (selected.length === 0) return setError(translateMessage(messageKey('validation.select_branches')) ?? null);
    if (max && selected.length > max)
      return setError(translateMessage(messageKey('validation.max_locations', { n: max })) ?? null);
    navigate(withBranches(target, selected));
  };
  const goesNowhere = !returnTo && !canOrder && !canQuote;

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
      subtitle={returnTo ? t('select.subtitle') : t('select.subtitleStandalone')}
      actions={
        <>
          <Text aria-live="polite">{t('select.selected', { count: selected.length })}</Text>
          {returnTo ? (
            <Button appearance="primary" onClick={() => proceed(returnTo)} disabled={!canRead}>
              {t('select.continue')}
            </Button>
          ) : (
            <>
              {canOrder ? (
                <Button appearance={canQuote ? 'secondary' : 'primary'} onClick={() => proceed(ORDER_FORM)}>
                  {t('select.toOrder')}
                </Button>
              ) : null}
              {canQuote ? (
                <Button appearance="primary" onClick={() => proceed(QUOTATION_WIZARD)}>
                  {t('select.toQuotation')}
                </Button>
              ) : null}
            </>
          )}
        </>
      }
      notice={
        error || goesNowhere ? (
          <MessageBar intent={error ? 'error' : 'warning'} data-testid="branch-select-notice">
            <MessageBarBody>{error ?? t('select.nowhere')}</MessageBarBody>
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
