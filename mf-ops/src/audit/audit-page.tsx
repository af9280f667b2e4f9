import { Badge, makeStyles, tokens } from '@fluentui/react-components';
import { type DataTableColumn, formatDateTime, localizedName, useCurrentLanguage } from '@portal/shared';
import { type OpsAuditEntry, type OpsRole, type OrderLabelSet, orderLabel } from '@portal/shared/contract';
import { ConsoleListPage } from '../common/console-list-page';
import { useOpsTranslation } from '../i18n/use-ops-translation';
import { type DetailWords, detailLines, reasonOf } from './audit-details';
import { AuditFilters } from './audit-filters';
import { auditList } from './audit-queries';
import { useActionLabel } from './use-action-label';

/** GET ops/audit takes no sort: always newest first. */
const NO_SORT: readonly never[] = [];
/** The detail labels the catalogue has; another key shows as written. */
const DETAIL_KEYS = [
  'amount',
  'limit',
  'reference',
  'name',
  'phone',
  'roles',
  'active',
  'version',
  'operation',
  'kind',
  'date',
  'shift',
  'slot',
] as const;

/** Detail keys whose values are order vocabulary (issue 28.6: "confirm", "morning" never show raw). */
const TERM_SETS: Record<string, OrderLabelSet | undefined> = {
  operation: 'operation',
  shift: 'shift',
  kind: 'proposalKind',
};

const useStyles = makeStyles({
  lines: { margin: 0, display: 'grid', gap: '2px' },
  muted: { color: tokens.colorNeutralForeground3 },
  card: { display: 'grid', gap: '4px', paddingBlock: '8px' },
});

/**
 * /ops/audit (read ops_audit): every ops action, newest first — who, when, what (the action, its company, its
 * details) and why (the reason given); filters by actor, action, company and days, search by name; paginated.
 */
export function AuditPage() {
  const styles = useStyles();
  const { t } = useOpsTranslation();
  const language = useCurrentLanguage();
  const actionLabel = useActionLabel();
  const words: DetailWords = {
    label: (key) =>
      (DETAIL_KEYS as readonly string[]).includes(key)
        ? t(`audit.details.${key as (typeof DETAIL_KEYS)[number]}`)
        : key,
    role: (role: OpsRole) => t(`roles.${role}`),
    active: (active) => (active ? t('users.active') : t('users.inactive')),
    term: (key, value) => {
      const set = TERM_SETS[key];
      return set ? orderLabel(language, set, value) : null;
    },
  };

  const when = (x: OpsAuditEntry) => <span data-testid="audit-when">{formatDateTime(x.at, language)}</span>;
  const what = (x: OpsAuditEntry) => (
    <Badge appearance="tint" color="informative">
      {actionLabel(x.action)}
    </Badge>
  );
  const company = (x: OpsAuditEntry) => (x.company ? localizedName(x.company.name, language) : '—');
  const why = (x: OpsAuditEntry) => reasonOf(x.details) ?? <span className={styles.muted}>—</span>;
  const details = (x: OpsAuditEntry) => {
    const lines = detailLines(x.action, x.details, words, language);
    return lines.length ? (
      <dl className={styles.lines}>
        {lines.map((line) => (
          <div key={line.key}>
            <dt style={{ display: 'inline' }}>{line.label}: </dt>
            <dd style={{ display: 'inline', margin: 0 }}>{line.value}</dd>
          </div>
        ))}
      </dl>
    ) : null;
  };

  const wide: DataTableColumn<OpsAuditEntry, never>[] = [
    { key: 'when', header: t('audit.when'), render: when },
    { key: 'who', header: t('audit.who'), render: (x) => <bdi>{x.actor.name}</bdi> },
    { key: 'what', header: t('audit.what'), render: what },
    { key: 'company', header: t('audit.company'), render: company },
    { key: 'details', header: t('audit.detailsHeader'), render: details },
    { key: 'why', header: t('audit.why'), render: why },
  ];
  const card = (x: OpsAuditEntry) => (
    <div className={styles.card} data-testid="audit-card">
      <span>
        {what(x)}{' '}
        <strong>
          <bdi>{x.actor.name}</bdi>
        </strong>
      </span>
      <span className={styles.muted}>
        {when(x)} · {company(x)}
      </span>
      {details(x)}
      {reasonOf(x.details) ? (
        <span>
          {t('audit.why')}: {reasonOf(x.details)}
        </span>
      ) : null}
    </div>
  );

  return (
    <ConsoleListPage
      testId="ops-audit-page"
      title={t('pages.audit')}
      subtitle={t('audit.subtitle')}
      {...auditList}
      toolbar={<AuditFilters />}
      tableLabel={t('audit.tableLabel')}
      sortKeys={NO_SORT}
      columns={wide}
      card={card}
      emptyText={t('audit.empty')}
    />
  );
}
