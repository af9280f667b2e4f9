import { Button } from '@fluentui/react-components';
import { AddRegular, HistoryRegular } from '@fluentui/react-icons';
import {
  Can,
  type DataTableColumn,
  formatDate,
  ListPage,
  useConfirmedDelete,
  useCurrentLanguage,
  useSession,
} from '@portal/shared';
import { type CompanyUser, MEMBER_SORT_KEYS, type SortKeyOf } from '@portal/shared/contract';
import { useNavigate } from '@portal/shared/router';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { roleLabel } from '../roles/role-label';
import { RowActions } from '../row-actions';
import { InvitationCell } from './invitation-status';
import { type MemberKind, memberSubject, membersQuery, useDeleteMember } from './members-query';

// The dialog's code (form fields, validation, role picker) is fetched when it is opened: the list paints without it.
const MemberDialog = lazy(() => import('./member-dialog').then((m) => ({ default: m.MemberDialog })));

const FILTERS = ['role_type', 'status'] as const;

/** /b2b/users/list and /b2b/residents: the company's members, searchable, sortable, paged. */
export function MembersPage({ kind }: { kind: MemberKind }) {
  const { t } = useTranslation('users');
  const navigate = useNavigate();
  const subject = memberSubject(kind);
  const remove = useDeleteMember(kind);
  const confirmedDelete = useConfirmedDelete();
  const [editing, setEditing] = useState<CompanyUser | 'new' | null>(null);
  const language = useCurrentLanguage();
  const me = useSession().user?.id;

  // A refusal (last admin, yourself) is toasted by the HTTP client with the API's message.
  const onDelete = (member: CompanyUser) => confirmedDelete(() => remove.mutateAsync(member.id));

  const columns: DataTableColumn<CompanyUser, SortKeyOf<typeof MEMBER_SORT_KEYS>>[] = [
    { key: 'name', header: t('members.fullName'), sortKey: 'full_name', render: (m) => m.full_name },
    { key: 'username', header: t('members.username'), sortKey: 'username', render: (m) => m.username ?? '' },
    { key: 'phone', header: t('members.phone'), sortKey: 'phone', render: (m) => <bdi dir="ltr">{m.phone}</bdi> },
    { key: 'email', header: t('members.email'), render: (m) => m.email ?? '' },
    ...(kind === 'user'
      ? [
          {
            key: 'roleType',
            header: t('members.roleType'),
            sortKey: 'role_type' as const,
            render: (m: CompanyUser) => t(`roleTypes.${m.role_type}`),
          },
        ]
      : []),
    {
      key: 'role',
      header: t('members.role'),
      sortKey: 'role',
      render: (m) => roleLabel(t, m.role),
    },
    {
      key: 'branches',
      header: t('members.branches'),
      render: (m) => (m.branches.length ? m.branches.map((b) => b.name).join('، ') : t('members.allBranches')),
    },
    {
      key: 'expires',
      header: t('members.expiresOn'),
      sortKey: 'expires_on',
      render: (m) => (m.expires_on ? formatDate(m.expires_on, language) : '—'),
    },
    {
      key: 'status',
      header: t('members.status'),
      render: (m) => <InvitationCell kind={kind} member={m} />,
    },
    {
      key: 'actions',
      header: t('members.actions'),
      render: (m) => (
        <RowActions
          subject={subject}
          name={m.full_name}
          onEdit={() => setEditing(m)}
          // Removing yourself is refused by the API: the button is not offered (issue 14.6).
          onDelete={m.user_id === me ? undefined : () => void onDelete(m)}
        />
      ),
    },
  ];

  return (
    <ListPage
      testId={`${kind}s-page`}
      title={t(`pages.${kind}s`)}
      subtitle={t(`${kind}s.subtitle`)}
      actions={
        <>
          {kind === 'user' ? (
            <Can I="manage" a="all">
              <Button icon={<HistoryRegular />} onClick={() => navigate('/b2b/users/audit')}>
                {t('pages.audit')}
              </Button>
            </Can>
          ) : null}
          <Can I="insert" a={subject}>
            <Button appearance="primary" icon={<AddRegular />} onClick={() => setEditing('new')}>
              {t(`${kind}s.add`)}
            </Button>
          </Can>
        </>
      }
      access={{ action: 'read', subject }}
      listQuery={(query) => membersQuery(kind, query)}
      filterKeys={FILTERS}
      tableLabel={t(`pages.${kind}s`)}
      sortKeys={MEMBER_SORT_KEYS}
      columns={columns}
      rowKey={(m) => m.id}
      emptyText={t(`${kind}s.empty`)}
    >
      {editing ? (
        <Suspense fallback={null}>
          <MemberDialog kind={kind} member={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />
        </Suspense>
      ) : null}
    </ListPage>
  );
}
