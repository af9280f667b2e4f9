import { Card, makeStyles, Subtitle2, tokens } from '@fluentui/react-components';
import { formatDate, localizedName, Reference, useCurrentLanguage } from '@portal/shared';
import { moneyLabel, type OpsCompanyDetail, orderLabel } from '@portal/shared/contract';
import type { ReactNode } from 'react';
import { useOpsTranslation } from '../i18n/use-ops-translation';
import { useQueueText } from '../queue/use-queue-text';

const useStyles = makeStyles({
  card: { display: 'grid', gap: '8px', padding: '16px', alignContent: 'start', minWidth: 0 },
  list: { margin: 0, paddingInlineStart: '18px', display: 'grid', gap: '4px', overflowWrap: 'anywhere' },
  muted: { color: tokens.colorNeutralForeground2 },
});

/** A package's status (spec §4): the quotation's words, which it shares. */
const PACKAGE_STATUSES = ['submitted', 'approved', 'rejected'] as const;
const isPackageStatus = (status: string): status is (typeof PACKAGE_STATUSES)[number] =>
  (PACKAGE_STATUSES as readonly string[]).includes(status);

/** One titled card of the company page; `testId` names it for the tests. */
export function Section({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  const styles = useStyles();
  return (
    <Card className={styles.card} data-testid={testId}>
      <Subtitle2 as="h2">{title}</Subtitle2>
      {children}
    </Card>
  );
}

/** A short list, or "None." */
function ShortList<T>({ items, render }: { items: readonly T[]; render: (item: T) => ReactNode }) {
  const styles = useStyles();
  const { t } = useOpsTranslation();
  if (items.length === 0) return <span className={styles.muted}>{t('companies.none')}</span>;
  return (
    <ul className={styles.list}>
      {items.map((item, index) => (
        <li key={index}>{render(item)}</li>
      ))}
    </ul>
  );
}

/**
 * Branches, members, latest orders, packages, invoices and the support conversation (the counts say how many);
 * statuses in the console's language, never the stored code ("created", "paid") in Arabic text.
 */
export function CompanyLists({ company }: { company: OpsCompanyDetail }) {
  const { t } = useOpsTranslation();
  const text = useQueueText();
  const language = useCurrentLanguage();
  const { counts } = company;
  return (
    <>
      <Section title={t('companies.branches', { count: company.branches_count })} testId="company-branches">
        <ShortList items={company.branches} render={(b) => b.name} />
      </Section>
      <Section title={t('companies.members', { count: company.members_count })} testId="company-members">
        <ShortList
          items={company.members}
          render={(m) => (
            <>
              {m.name} · <span dir="ltr">{m.phone}</span> · {m.role}
              {m.expires_at ? ` · ${t('companies.expires', { date: formatDate(m.expires_at, language) })}` : ''}
            </>
          )}
        />
      </Section>
      <Section title={t('companies.orders', { count: counts.orders })} testId="company-orders">
        <ShortList
          items={company.recent_orders}
          render={(o) => (
            <>
              <Reference>{o.reference}</Reference> · {orderLabel(language, 'status', o.status)} · {text.sar(o.total)} ·{' '}
              {formatDate(o.created_at, language)}
            </>
          )}
        />
      </Section>
      <Section title={t('companies.packages', { count: counts.packages })} testId="company-packages">
        <ShortList
          items={company.recent_packages}
          render={(p) => (
            <>
              <Reference>{p.reference}</Reference> · {localizedName(p.name as { ar: string; en: string }, language)} ·{' '}
              {isPackageStatus(p.status) ? t(`quotations.statuses.${p.status}`) : p.status} · {text.sar(p.total_price)}
            </>
          )}
        />
      </Section>
      <Section title={t('companies.invoices', { count: counts.invoices })} testId="company-invoices">
        <ShortList
          items={company.recent_invoices}
          render={(i) => (
            <>
              <Reference>{i.code}</Reference> · {moneyLabel(language, 'paymentStatus', i.status)} · {text.sar(i.total)}{' '}
              · {formatDate(i.issued_at, language)}
            </>
          )}
        />
      </Section>
      <Section title={t('companies.conversations', { count: counts.conversations })} testId="company-conversation">
        <ShortList
          items={company.recent_messages}
          render={(m) => (
            <>
              <strong>{m.sender_name}</strong> · {text.dateTime(m.created_at)}
              {m.body ? `: ${m.body.length > 120 ? `${m.body.slice(0, 120)}…` : m.body}` : ''}
            </>
          )}
        />
      </Section>
    </>
  );
}
