import { Badge, Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import {
  EmptyState,
  mayCall,
  PageHeader,
  useAppAbility,
  useCurrentLanguage,
  useListQueryState,
  useNarrow,
} from '@portal/shared';
import { type DispatchOrder, type DispatchOrderQuery, OPS_ENDPOINTS } from '@portal/shared/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useOpsTranslation } from '../i18n/use-ops-translation';
import { OPS_CONSOLE_RULES } from '../ops-rules';
import { AssignDialog } from './assign-dialog';
import { isDay, todayInRiyadh } from './board-day';
import { BoardToolbar } from './board-toolbar';
import { BOARD_PAGE_SIZE, boardQuery, dayQuery } from './dispatch-queries';
import { FailAssignmentDialog } from './fail-assignment-dialog';
import { FailVisitDialog } from './fail-visit-dialog';
import { OrderGroups } from './order-groups';
import { ProviderLoad } from './provider-load';
import { RescheduleDialog } from './reschedule-dialog';

const FILTER_KEYS = ['date', 'status', 'area_id', 'service_id'] as const;

const useStyles = makeStyles({
  layout: { display: 'grid', gap: '16px', gridTemplateColumns: 'minmax(0, 1fr) 320px', alignItems: 'start' },
  stacked: { display: 'grid', gap: '16px' },
  totals: { display: 'flex', gap: '8px', flexWrap: 'wrap', alignItems: 'center', marginBlock: '8px' },
  pager: { display: 'flex', gap: '8px', alignItems: 'center', justifyContent: 'center', marginBlock: '12px' },
  failed: { color: tokens.colorPaletteRedForeground1 },
});

export type OpenStep = { kind: 'assign' | 'fail_assignment' | 'reschedule' | 'fail'; order: DispatchOrder };

/**
 * /ops/dispatch (read ops_orders): one day's visits of every company, those waiting for a provider first, then by
 * time slot, grouped under their slot; filters by area, service and status, a day picker, two pages of 100 at
 * most. Beside it (under it at 390 px) each provider's load that day. The steps on a visit are those the order
 * machine offers ops (the API answers them per visit) and show only with update ops_orders.
 */
export function DispatchPage() {
  const styles = useStyles();
  const { t } = useOpsTranslation();
  const narrow = useNarrow();
  const language = useCurrentLanguage();
  const { state, update } = useListQueryState(FILTER_KEYS);
  const date = isDay(state.filters.date) ? state.filters.date : todayInRiyadh();
  const ability = useAppAbility();
  const mayAct = ability.can(OPS_CONSOLE_RULES.dispatchAct.action, OPS_CONSOLE_RULES.dispatchAct.subject);
  const mayReadProviders = mayCall(OPS_ENDPOINTS.dispatchDay);
  const [open, setOpen] = useState<OpenStep | null>(null);

  const query: DispatchOrderQuery = {
    date,
    page: String(state.page),
    perPage: String(BOARD_PAGE_SIZE),
    ...(state.q ? { q: state.q } : {}),
    ...(state.filters.status ? { status: state.filters.status as DispatchOrderQuery['status'] } : {}),
    ...(state.filters.area_id ? { area_id: state.filters.area_id } : {}),
    ...(state.filters.service_id ? { service_id: state.filters.service_id } : {}),
  };
  const board = useQuery(boardQuery(query));
  const day = useQuery({ ...dayQuery(date), enabled: mayReadProviders });
  const pages = Math.max(1, Math.ceil((board.data?.total ?? 0) / BOARD_PAGE_SIZE));

  const orders = (
    <section aria-label={t('dispatch.visits')} data-testid="dispatch-board">
      {day.data ? (
        <div className={styles.totals}>
          <Badge appearance="tint" data-testid="dispatch-total">
            {t('dispatch.totalVisits', { count: day.data.totals.orders })}
          </Badge>
          <Badge appearance="filled" color="warning" data-testid="dispatch-waiting">
            {t('dispatch.totalWaiting', { count: day.data.totals.unassigned })}
          </Badge>
        </div>
      ) : null}
      {board.isError ? <Text className={styles.failed}>{t('common.loadFailed')}</Text> : null}
      {board.data && board.data.items.length === 0 ? <EmptyState title={t('dispatch.empty')} /> : null}
      {board.data ? (
        <OrderGroups orders={board.data.items} narrow={narrow} language={language} mayAct={mayAct} onStep={setOpen} />
      ) : null}
      {pages > 1 ? (
        <nav className={styles.pager} aria-label={t('dispatch.pages')}>
          <Button disabled={state.page <= 1} onClick={() => update({ page: state.page - 1 })}>
            {t('dispatch.previousPage')}
          </Button>
          <Text>{t('dispatch.page', { page: state.page, pages })}</Text>
          <Button disabled={state.page >= pages} onClick={() => update({ page: state.page + 1 })}>
            {t('dispatch.nextPage')}
          </Button>
        </nav>
      ) : null}
    </section>
  );

  return (
    <div data-testid="ops-dispatch-page">
      <PageHeader title={t('pages.dispatch')} subtitle={t('dispatch.subtitle')} />
      <BoardToolbar date={date} q={state.q ?? ''} day={day.data} update={update} />
      <div className={narrow ? styles.stacked : styles.layout}>
        {orders}
        {mayReadProviders ? <ProviderLoad day={day.data} /> : null}
      </div>
      {open?.kind === 'assign' ? (
        <AssignDialog order={open.order} day={day.data} onClose={() => setOpen(null)} />
      ) : null}
      {open?.kind === 'fail_assignment' ? (
        <FailAssignmentDialog order={open.order} onClose={() => setOpen(null)} />
      ) : null}
      {open?.kind === 'fail' ? <FailVisitDialog order={open.order} onClose={() => setOpen(null)} /> : null}
      {open?.kind === 'reschedule' ? <RescheduleDialog order={open.order} onClose={() => setOpen(null)} /> : null}
    </div>
  );
}
