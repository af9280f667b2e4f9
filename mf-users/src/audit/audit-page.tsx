import { makeStyles } from '@fluentui/react-components';
import { type DataTableColumn, formatDate, formatDateTime, ListPage, useCurrentLanguage } from '@portal/shared';
import { AUDIT_SORT_KEYS, type AuditEvent, type SortKeyOf } from '@portal/shared/contract';
import { useUsersTranslation } from '../i18n/use-users-translation';
import { auditChangeLines } from './audit-changes';
import { auditQuery } from './audit-query';

const FILTERS = ['action'] as const;

const useStyles = makeStyles({
  changes: { margin: 0, paddingInlineStart: '16px', display: 'grid', gap: '2px', minWidth: '240px' },
  field: { fontWeight: 600 },
});

/** A record label with its phone number kept left to right ("+966…" would read "966…+" in Arabic). */
export function LabelWithPhone({ label }: { label: string }) {
  const parts = label.split(/(\+?\d[\d ]{7,}\d)/);
  return (
    <bdi>
      {parts.map((part, index) =>
        index % 2 ? (
          <bdi key={index} dir="ltr">
            {part}
          </bdi>
        ) : (
          part
        ),
      )}
    </bdi>
  );
}

/** The change as "field: old → new" lines (issue 14.4); the arrow follows the reading direction. */
function Changes({ event }: { event: AuditEvent }) {
  const styles = useStyles();
  const { t } = useUsersTranslation();
  const language = useCurrentLanguage();
  const lines = auditChangeLines(event, t, (date) => formatDate(date, language));
  if (lines.length === 0) return <span>—</span>;
  const arrow = language === 'ar' ? ' ← ' : ' → ';
  return (
    <ul className={styles.changes} data-testid="audit-changes">
      {lines.map((line) => (
        <li key={line.field}>
          <span className={styles.field}>{line.field}: </span>
          {line.from !== undefined ? <bdi>{line.from}</bdi> : null}
          {line.from !== undefined && line.to !== undefined ? arrow : null}
          {line.to !== undefined ? <bdi>{line.to}</bdi> : null}
        </li>
      ))}
    </ul>
  );
}

/** /b2b/users/audit: who changed which user, resident or role, when, and how (admins only). */
export function AuditPage() {
  const { t } = useUsersTranslation();
  const language = useCurrentLanguage();

  const columns: DataTableColumn<AuditEvent, SortKeyOf<typeof AUDIT_SORT_KEYS>>[] = [
    {
      key: 'when',
      header: t('audit.when'),
      sortKey: 'created_at',
      render: (e) => formatDateTime(e.created_at, language),
    },
    { key: 'who', header: t('audit.who'), sortKey: 'actor', render: (e) => <bdi>{e.actor.name}</bdi> },
    { key: 'what', header: t('audit.what'), sortKey: 'action', render: (e) => t(`auditActions.${e.action}` as never) },
    // Labels hold a phone number ("Omar (0551234567)"): isolated so it keeps its order in Arabic.
    { key: 'target', header: t('audit.target'), render: (e) => <LabelWithPhone label={e.target.label} /> },
    { key: 'changes', header: t('audit.changes'), render: (e) => <Changes event={e} /> },
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
      sortKeys={AUDIT_SORT_KEYS}
      columns={columns}
      rowKey={(e) => e.id}
      emptyText={t('audit.empty')}
    />
  );
}
