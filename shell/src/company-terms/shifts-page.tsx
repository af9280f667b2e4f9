import { MessageBar, MessageBarBody, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { localizedName, PageHeader, SimpleTable, useCurrentLanguage } from '@portal/shared';
import { useQuery } from '@tanstack/react-query';
import { useShellTranslation } from '../i18n/use-shell-translation';
import { shiftsQuery } from './company-terms-queries';
import { WEEK_ORDER, weekdayText } from './terms-format';

const useStyles = makeStyles({
  page: { display: 'grid', gap: '16px', maxWidth: '720px' },
  hours: { display: 'grid', gap: '2px', paddingBlock: '6px' },
  closed: { color: tokens.colorNeutralForeground3 },
});

/** /b2b/account/shifts: the company's service shifts as a week, Saturday first (ADR 0072). */
export function ShiftsPage() {
  const styles = useStyles();
  const { t } = useShellTranslation();
  const language = useCurrentLanguage();
  const shifts = useQuery(shiftsQuery());
  const list = shifts.data;
  return (
    <section data-testid="shifts-page" className={styles.page}>
      <PageHeader title={t('pages.shifts')} subtitle={t('companyTerms.shiftsSubtitle')} />
      {shifts.isError ? (
        <MessageBar intent="error">
          <MessageBarBody>{t('companyTerms.loadFailed')}</MessageBarBody>
        </MessageBar>
      ) : !list ? (
        <Spinner />
      ) : list.length === 0 ? (
        <Text data-testid="shifts-empty">{t('companyTerms.noShifts')}</Text>
      ) : (
        <SimpleTable
          label={t('pages.shifts')}
          testId="shifts-week"
          rows={WEEK_ORDER}
          rowKey={(weekday) => String(weekday)}
          rowAttributes={(weekday) => ({ 'data-testid': `shifts-day-${weekday}` })}
          columns={[
            { key: 'day', header: t('companyTerms.day'), cell: (weekday) => weekdayText(weekday, language) },
            {
              key: 'hours',
              header: t('companyTerms.hours'),
              cell: (weekday) => {
                const onDay = list
                  .filter((shift) => shift.weekdays.includes(weekday))
                  .sort((a, b) => a.start.localeCompare(b.start));
                return onDay.length === 0 ? (
                  <span className={styles.closed}>{t('companyTerms.closed')}</span>
                ) : (
                  <div className={styles.hours}>
                    {onDay.map((shift) => (
                      <span key={shift.id}>
                        {t('companyTerms.shiftHours', {
                          name: localizedName(shift.name, language),
                          start: shift.start,
                          end: shift.end,
                        })}
                      </span>
                    ))}
                  </div>
                );
              },
            },
          ]}
        />
      )}
    </section>
  );
}
