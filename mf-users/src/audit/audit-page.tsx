import { Caption1 } from '@fluentui/react-components';
import { type DataTableColumn, ListPage, useCurrentLanguage } from '@portal/shared';
import type { AuditEvent } from '@portal/shared/contract';
import { useTranslation } from 'react-i18next';
import { auditQuery } from './audit-query';

const FILTERS = ['action'] as const;

function when(iso: string, language: string) {
  const locale = language === 'ar' ? 'ar-u-nu-latn' : language;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/** /b2b/users/audit: who changed which user, resident or role, and when (admins only). */
export function AuditPage() {
  const { t } = useTranslation('users');
  const language = useCurrentLanguage();

  const columns: DataTableColumn<AuditEvent>[] = [
    { key: 'when', header: t('audit.when'), sortKey: 'created_at', render: (e) => when(e.created_at, language) },
    { key: 'who', header: t('audit.who'), sortKey: 'actor', render: (e) => e.actor.name },
    { key: 'what', header: t('audit.what'), sortKey: 'action', render: (e) => t(`auditActions.${e.action}`) },
    { key: 'target', header: t('audit.target'), render: (e) => e.target.label },
    {
      key: 'changes',
      header: t('audit.changes'),
      render: (e) => (
        <Caption1 dir="ltr" style={{ wordBreak: 'break-word' }}>
          {Object.keys(e.changes).length ? JSON.stringify(e.changes) : '—'}
        </Caption1>
      ),
    },
  ];

  return (
    <ListPage
      testId="audit-page"
      title={t('pages.audit')}
      subtitle={t('audit.subtitle')}
      access={{ action: 'manage', subject: 'all' }}
      listQuery={auditQuery}
      filterKeys={FILTERS}
      tableLabel={t('pages.audit')}
      columns={columns}
      rowKey={(e) => e.id}
      emptyText={t('audit.empty')}
    />
  );
}
