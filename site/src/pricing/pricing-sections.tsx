import {
  Body1,
  Card,
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Title2,
  Title3,
} from '@fluentui/react-components';
import { CalendarLtrRegular, ClockRegular } from '@fluentui/react-icons';
import { formatMoney } from '@portal/shared/core';
import type { ReactNode } from 'react';
import { VISIT_FREQUENCIES } from '../content/product-catalog';
import { usePublicContent } from '../content/use-public-content';
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
      <section className={page.section} aria-labelledby="pricing-packages">
        <Title2 as="h2" id="pricing-packages" className={page.heading}>
          {pricing.packagesTitle}
        </Title2>
        <ul className={page.grid}>
          <li>
            <Card className={page.card}>
              <CalendarLtrRegular className={page.cardIcon} aria-hidden="true" />
              <Title3 as="h3" className={page.heading}>
                {pricing.byVisits.title}
              </Title3>
              <Body1>{pricing.byVisits.text}</Body1>
            </Card>
          </li>
          <li>
            <Card className={page.card}>
              <ClockRegular className={page.cardIcon} aria-hidden="true" />
              <Title3 as="h3" className={page.heading}>
                {pricing.byHours.title}
              </Title3>
              <Body1>{pricing.byHours.text}</Body1>
            </Card>
          </li>
        </ul>
        {callToAction ? <div className={page.actions}>{callToAction}</div> : null}
      </section>

      <section className={page.section} aria-labelledby="pricing-factors">
        <Title2 as="h2" id="pricing-factors" className={page.heading}>
          {pricing.factorsTitle}
        </Title2>
        <Body1 as="p" className={page.prose}>
          {pricing.factorsIntro}
        </Body1>
        <ul className={page.list}>
          {pricing.factors.map((factor) => (
            <li key={factor}>
              <Body1>{factor}</Body1>
            </li>
          ))}
        </ul>
      </section>

      <section className={page.section} aria-labelledby="pricing-frequencies">
        <Title2 as="h2" id="pricing-frequencies" className={page.heading}>
          {pricing.frequenciesTitle}
        </Title2>
        <Body1 as="p" className={page.prose}>
          {pricing.frequenciesIntro}
        </Body1>
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
      </section>

      <section className={page.section} aria-labelledby="pricing-tax">
        <Title2 as="h2" id="pricing-tax" className={page.heading}>
          {pricing.taxTitle}
        </Title2>
        <Body1 as="p" className={page.prose}>
          {pricing.taxText}
        </Body1>
        <div className={page.note} role="note" data-testid="vat-example">
          {fill(pricing.taxExample, {
            subtotal: formatMoney(example.subtotal, language),
            vat: formatMoney(example.vat, language),
            total: formatMoney(example.total, language),
          })}
        </div>
      </section>

      <section className={page.section} aria-labelledby="pricing-payment">
        <Title2 as="h2" id="pricing-payment" className={page.heading}>
          {pricing.paymentTitle}
        </Title2>
        <Body1 as="p" className={page.prose}>
          {pricing.paymentText}
        </Body1>
        <div>
          <RouterLink to="/payment">{t('pricing.paymentLink')}</RouterLink>
        </div>
      </section>
    </div>
  );
}

/** Fills {{name}} placeholders of a content text (content is plain data, not an i18next bundle). */
function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (match, name: string) => values[name] ?? match);
}
