import { Field, MessageBar, MessageBarBody, makeStyles, Spinner } from '@fluentui/react-components';
import { DateInput, ExportMenu, PageHeader } from '@portal/shared';
import { useSearchParams } from '@portal/shared/router';
import { useState } from 'react';
import { useAccountingTranslation } from '../i18n/use-accounting-translation';
import { useMoneyRule } from '../money/money-rules';
import { STATEMENT_EXPORT_PATH, useStatement } from './statement-queries';
import { defaultRange, rangeProblem, type StatementRange } from './statement-range';
import { StatementView } from './statement-view';

const useStyles = makeStyles({
  toolbar: { display: 'flex', flexWrap: 'wrap', gap: '12px', alignItems: 'end' },
});

/**
 * /b2b/wallets/statement (read b2b_transactions, the rule of the movements it is made of): the running statement
 * of a date range — opening balance, movements, closing balance, recomputed by the API from the ledger — and its
 * export (export b2b_transactions). The range lives in the URL; the month so far by default.
 */
export function StatementPage() {
  const { t } = useAccountingTranslation();
  const styles = useStyles();
  const can = useMoneyRule();
  const [params, setParams] = useSearchParams();
  const fallback = defaultRange();
  const range: StatementRange = {
    date_from: params.get('date_from') ?? fallback.date_from,
    date_to: params.get('date_to') ?? fallback.date_to,
  };
  const problem = rangeProblem(range);
  // A typed text that is not a day, per end (the field's own message, in the interface's language).
  const [typing, setTyping] = useState<{ from?: string | null; to?: string | null }>({});
  const allowed = can('statementRead');
  const statement = useStatement(range, allowed && problem === null);
  const change = (key: keyof StatementRange, value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('date_from', range.date_from);
        next.set('date_to', range.date_to);
        next.set(key, value ?? '');
        return next;
      },
      { replace: true },
    );

  return (
    <section data-testid="statement-page" style={{ display: 'grid', gap: 16 }}>
      <PageHeader title={t('pages.statement')} subtitle={t('statement.subtitle')} />
      {allowed ? (
        <>
          <div className={styles.toolbar}>
            <Field
              label={t('statement.from')}
              validationMessage={
                typing.from ??
                (problem === 'rangeRequired' && !range.date_from ? t('statement.rangeRequired') : undefined)
              }
            >
              <DateInput
                name="date_from"
                data-testid="date-from"
                value={range.date_from || null}
                onChange={(day) => change('date_from', day)}
                onProblem={(message) => setTyping((current) => ({ ...current, from: message }))}
              />
            </Field>
            <Field
              label={t('statement.to')}
              validationMessage={
                typing.to ??
                (problem === 'rangeOrder'
                  ? t('statement.rangeOrder')
                  : problem === 'rangeRequired' && !range.date_to
                    ? t('statement.rangeRequired')
                    : undefined)
              }
            >
              <DateInput
                name="date_to"
                data-testid="date-to"
                value={range.date_to || null}
                onChange={(day) => change('date_to', day)}
                onProblem={(message) => setTyping((current) => ({ ...current, to: message }))}
              />
            </Field>
            {can('statementExport') && problem === null ? (
              <ExportMenu path={STATEMENT_EXPORT_PATH} name="statement" query={{ ...range }} />
            ) : null}
          </div>
          {statement.isError ? (
            <MessageBar intent="error">
              <MessageBarBody>{t('statement.loadFailed')}</MessageBarBody>
            </MessageBar>
          ) : null}
          {problem === null && statement.isPending && !statement.isError ? <Spinner /> : null}
          {problem === null && statement.data ? <StatementView statement={statement.data} /> : null}
        </>
      ) : (
        <MessageBar intent="warning">
          <MessageBarBody>{t('common.noAccess')}</MessageBarBody>
        </MessageBar>
      )}
    </section>
  );
}
