import { Button, makeStyles, SearchBox, Spinner, Tab, TabList, tokens } from '@fluentui/react-components';
import {
  dateTimeFormat,
  EmptyState,
  intlLocaleOf,
  type Language,
  PageHeader,
  useCurrentLanguage,
} from '@portal/shared';
import { type ProviderVisit, type ProviderVisitPeriod, riyadhDate } from '@portal/shared/contract';
import { useState } from 'react';
import { useFieldTranslation } from '../i18n/use-field-translation';
import { PastDateFilter } from './past-date-filter';
import { VisitCard } from './visit-card';
import { useVisits } from './visit-queries';

const useStyles = makeStyles({
  page: { display: 'grid', gap: '12px', maxWidth: '640px', marginInline: 'auto', width: '100%' },
  day: { display: 'grid', gap: '10px' },
  dayTitle: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  tabs: { overflowX: 'auto' },
});

const nextDay = (date: string) => new Date(Date.parse(`${date}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

function dayTitle(date: string, language: Language, words: { today: string; tomorrow: string }) {
  const today = riyadhDate(new Date());
  const long = dateTimeFormat(intlLocaleOf(language), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`));
  if (date === today) return `${words.today} · ${long}`;
  if (date === nextDay(today)) return `${words.tomorrow} · ${long}`;
  return long;
}

/** Visits grouped by day, in the order the API gives (upcoming: earliest slot first; past: latest first). */
function byDay(visits: readonly ProviderVisit[]) {
  const days = new Map<string, ProviderVisit[]>();
  for (const visit of visits) days.set(visit.date, [...(days.get(visit.date) ?? []), visit]);
  return [...days.entries()];
}

/** The technician's landing page (issue 30.2): today and upcoming by day and slot; past visits searchable. */
export function VisitsPage() {
  const styles = useStyles();
  const { t } = useFieldTranslation();
  const language = useCurrentLanguage();
  const [period, setPeriod] = useState<ProviderVisitPeriod>('upcoming');
  const [q, setQ] = useState('');
  const [date, setDate] = useState('');
  const [perPage, setPerPage] = useState<20 | 50 | 100>(20);
  const past = period === 'past';
  const visits = useVisits(period, past ? q.trim() : '', perPage, past ? date : '');
  const items = visits.data?.items ?? [];
  return (
    <div className={styles.page} data-testid="field-page">
      <PageHeader title={t('pages.visits')} />
      <TabList
        className={styles.tabs}
        selectedValue={period}
        onTabSelect={(_, data) => setPeriod(data.value as ProviderVisitPeriod)}
      >
        <Tab value="upcoming">{t('visits.upcoming')}</Tab>
        <Tab value="past">{t('visits.past')}</Tab>
      </TabList>
      {past ? (
        <SearchBox
          placeholder={t('visits.search')}
          aria-label={t('visits.search')}
          value={q}
          onChange={(_, data) => setQ(data.value)}
        />
      ) : null}
      {past ? <PastDateFilter value={date} onChange={setDate} /> : null}
      {visits.isPending ? <Spinner /> : null}
      {visits.isError ? (
        <EmptyState
          title={t('visits.loadFailed')}
          action={<Button onClick={() => void visits.refetch()}>{t('visits.retry')}</Button>}
        />
      ) : null}
      {visits.isSuccess && items.length === 0 ? (
        <EmptyState title={period === 'upcoming' ? t('visits.emptyUpcoming') : t('visits.empty')} />
      ) : null}
      {byDay(items).map(([date, list]) => (
        <section
          key={date}
          className={styles.day}
          aria-label={dayTitle(date, language, { today: t('visits.today'), tomorrow: t('visits.tomorrow') })}
        >
          <h2 className={styles.dayTitle}>
            {dayTitle(date, language, { today: t('visits.today'), tomorrow: t('visits.tomorrow') })}
          </h2>
          {list.map((visit) => (
            <VisitCard key={visit.id} visit={visit} />
          ))}
        </section>
      ))}
      {visits.data && visits.data.total > items.length && perPage < 100 ? (
        <Button size="large" onClick={() => setPerPage(perPage === 20 ? 50 : 100)}>
          {t('visits.more')}
        </Button>
      ) : null}
    </div>
  );
}
