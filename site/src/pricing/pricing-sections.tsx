import {
  Body1,
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from '@fluentui/react-components';
import { CalendarLtrRegular, ClockRegular } from '@fluentui/react-icons';
import { formatMoney } from '@portal/shared/core';
import type { ReactNode } from 'react';
import { VISIT_FREQUENCIES } from '../content/product-catalog';
import { usePublicContent } from '../content/use-public-content';
import { PageSection, TextCard } from '../frame/page-parts';
import { usePageStyles } from '../frame/page-styles';
import { RouterLink } from '../frame/router-link';
import { usePublicTranslation } from '../i18n/use-public-translation';
import { EXAMPLE_SUBTOTAL_HALALAS, vatExample } from './vat-example';

const useStyles = makeStyles({
  // Two short columns: keeps the table readable at 360 px without horizontal scrolling.
  table: { maxWidth: '760px' },
  term: { fontWeight: 600, width: '40%' },
});

/** How pricing works (spec §4, §9): the body shared by /pricing and /pages/pricing. */
export function PricingSections({ callToAction }: { callToAction?: ReactNode }) {
  const styles = useStyles();
  const page = usePageStyles();
  const { t } = usePublicTranslation();
  const { content, language } = usePublicContent();
  const pricing = content.pricing;
  const example = vatExample(EXAMPLE_SUBTOTAL_HALALAS);

  return (
    <div className={page.stack}>
      <PageSection id="pricing-packages" title={pricing.packagesTitle}>
        <ul className={page.grid}>
          <li>
            <TextCard icon={CalendarLtrRegular} {...pricing.byVisits} />
          </li>
          <li>
            <TextCard icon={ClockRegular} {...pricing.byHours} />
          </li>
        </ul>
        {callToAction ? <div className={page.actions}>{callToAction}</div> : null}
      </PageSection>

      <PageSection id="pricing-factors" title={pricing.factorsTitle} intro={pricing.factorsIntro}>
        <ul className={page.list}>
          {pricing.factors.map((factor) => (
            <li key={factor}>
              <Body1>{factor}</Body1>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection id="pricing-frequencies" title={pricing.frequenciesTitle} intro={pricing.frequenciesIntro}>
        <Table className={styles.table} aria-labelledby="pricing-frequencies" size="small">
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{t('pricing.frequency')}</TableHeaderCell>
              <TableHeaderCell>{t('pricing.meaning')}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {VISIT_FREQUENCIES.map((id) => (
              <TableRow key={id} data-testid={`frequency-${id}`}>
                <TableCell className={styles.term}>{pricing.frequencies[id].title}</TableCell>
                <TableCell>{pricing.frequencies[id].text}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </PageSection>

      <PageSection id="pricing-tax" title={pricing.taxTitle} intro={pricing.taxText}>
        <div className={page.note} role="note" data-testid="vat-example">
          {fill(pricing.taxExample, {
            subtotal: formatMoney(example.subtotal, language),
            vat: formatMoney(example.vat, language),
            total: formatMoney(example.total, language),
          })}
        </div>
      </PageSection>

      <PageSection id="pricing-payment" title={pricing.paymentTitle} intro={pricing.paymentText}>
        <div>
          <RouterLink to="/payment">{t('pricing.paymentLink')}</RouterLink>
        </div>
      </PageSection>
    </div>
  );
}

/** Fills {{name}} placeholders of a content text (content is plain data, not an i18next bundle). */
function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (match, name: string) => values[name] ?? match);
}
