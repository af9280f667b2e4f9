import { Button, Field, makeStyles, SearchBox } from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { DateInput, FilterSelect, useCurrentLanguage } from '@portal/shared';
import { type DispatchDay, ORDER_STATUSES, orderLabel } from '@portal/shared/contract';
import { useEffect, useState } from 'react';
import { useOpsTranslation } from '../i18n/use-ops-translation';
import { addDays, isDay, todayInRiyadh } from './board-day';

type Update = (changes: Record<string, string | number | boolean | undefined>) => void;

const useStyles = makeStyles({
  bar: { display: 'flex', flexWrap: 'wrap', gap: '12px', alignItems: 'end', marginBottom: '12px' },
  day: { display: 'flex', gap: '4px', alignItems: 'end' },
  search: { minWidth: '180px', flex: 1, maxWidth: '280px' },
});

/** The statuses a dispatcher filters by most, after "waiting for a provider". */
const BOARD_STATUSES = ORDER_STATUSES.filter((status) => status !== 'draft' && status !== 'draft_failed');

/** The day picker (previous, date, next, today), the reference search and the area, service and status filters. */
export function BoardToolbar({
  date,
  q,
  day,
  update,
}: {
  date: string;
  q: string;
  day: DispatchDay | undefined;
  update: Update;
}) {
  const styles = useStyles();
  const { t } = useOpsTranslation();
  const language = useCurrentLanguage();
  const [search, setSearch] = useState(q);
  useEffect(() => {
    if (search === q) return;
    const timer = setTimeout(() => update({ q: search }), 300);
    return () => clearTimeout(timer);
  }, [search, q, update]);
  const setDay = (value: string) => update({ date: value === todayInRiyadh() ? undefined : value });
  // The arrows point back and forth in the reading direction (Arabic reads right to left).
  const rtl = language === 'ar';
  const counted = (name: string, count: number) => `${name} (${count})`;

  return (
    <div className={styles.bar}>
      <div className={styles.day}>
        <Button
          icon={rtl ? <ChevronRightRegular /> : <ChevronLeftRegular />}
          aria-label={t('dispatch.previousDay')}
          onClick={() => setDay(addDays(date, -1))}
        />
        <Field label={t('dispatch.day')}>
          <DateInput
            value={date}
            data-testid="dispatch-day"
            onChange={(day) => (day && isDay(day) ? setDay(day) : undefined)}
          />
        </Field>
        <Button
          icon={rtl ? <ChevronLeftRegular /> : <ChevronRightRegular />}
          aria-label={t('dispatch.nextDay')}
          onClick={() => setDay(addDays(date, 1))}
        />
        <Button onClick={() => setDay(todayInRiyadh())}>{t('dispatch.today')}</Button>
      </div>
      <Field label={t('dispatch.search')} className={styles.search}>
        <SearchBox
          value={search}
          dismiss={{ 'aria-label': t('common.clearSearch') }}
          onChange={(_e, data) => setSearch(data.value)}
        />
      </Field>
      <FilterSelect
        name="status"
        label={t('dispatch.status')}
        allLabel={t('dispatch.anyStatus')}
        options={[
          { value: 'unassigned', label: t('dispatch.unassigned') },
          ...BOARD_STATUSES.map((status) => ({ value: status, label: orderLabel(language, 'status', status) })),
        ]}
      />
      <FilterSelect
        name="area_id"
        label={t('dispatch.area')}
        allLabel={t('dispatch.anyArea')}
        options={(day?.areas ?? []).map((area) => ({
          value: area.id,
          label: counted(area.name[language], area.count),
        }))}
      />
      <FilterSelect
        name="service_id"
        label={t('dispatch.service')}
        allLabel={t('dispatch.anyService')}
        options={(day?.services ?? []).map((service) => ({
          value: service.id,
          label: counted(service.name[language], service.count),
        }))}
      />
    </div>
  );
}
