import { Badge, Button, makeStyles, mergeClasses, Subtitle2, shorthands, tokens } from '@fluentui/react-components';
import { type Language, localizedName, Reference } from '@portal/shared';
import { type DispatchOrder, orderLabel } from '@portal/shared/contract';
import { useOpsTranslation } from '../i18n/use-ops-translation';
import { ConfirmButton } from './confirm-button';
import type { OpenStep } from './dispatch-page';
import { slotGroups } from './slot-groups';

const useStyles = makeStyles({
  group: { marginBlockEnd: '12px' },
  heading: {
    display: 'flex',
    gap: '8px',
    alignItems: 'center',
    paddingBlock: '4px',
    borderBottomWidth: '1px',
    borderBottomStyle: 'solid',
    borderBottomColor: tokens.colorNeutralStroke2,
    position: 'sticky',
    top: 0,
    backgroundColor: tokens.colorNeutralBackground1,
    zIndex: 1,
  },
  list: { listStyle: 'none', margin: 0, padding: 0 },
  // One compact line per visit on a wide screen: reference, company and place, services, provider, status, steps.
  row: {
    display: 'grid',
    gridTemplateColumns: '110px minmax(0, 1.4fr) minmax(0, 1fr) minmax(0, 1fr) 130px auto',
    gap: '8px',
    alignItems: 'center',
    paddingBlock: '4px',
    borderBottomWidth: '1px',
    borderBottomStyle: 'solid',
    borderBottomColor: tokens.colorNeutralStroke3,
    fontSize: tokens.fontSizeBase200,
  },
  card: {
    display: 'grid',
    gap: '4px',
    padding: '8px',
    marginBlock: '6px',
    borderRadius: tokens.borderRadiusMedium,
    ...shorthands.border('1px', 'solid', tokens.colorNeutralStroke2),
  },
  waiting: {
    borderInlineStartWidth: '4px',
    borderInlineStartStyle: 'solid',
    borderInlineStartColor: tokens.colorPaletteMarigoldBorder2,
  },
  muted: { color: tokens.colorNeutralForeground3 },
  steps: { display: 'inline-flex', gap: '4px', flexWrap: 'wrap', justifyContent: 'flex-end' },
  clip: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
});

/** The board's visits under a header per slot (waiting ones first), a line each (a card each at 390 px). */
export function OrderGroups({
  orders,
  narrow,
  language,
  mayAct,
  onStep,
}: {
  orders: DispatchOrder[];
  narrow: boolean;
  language: Language;
  mayAct: boolean;
  onStep: (step: OpenStep) => void;
}) {
  const styles = useStyles();
  const { t } = useOpsTranslation();

  const steps = (order: DispatchOrder) =>
    mayAct ? (
      <span className={styles.steps}>
        {order.operations.includes('confirm') ? <ConfirmButton order={order} /> : null}
        {order.operations.includes('assign_provider') ? (
          <Button
            size="small"
            appearance={order.provider ? 'secondary' : 'primary'}
            aria-label={t(order.provider ? 'dispatch.reassignOne' : 'dispatch.assignOne', {
              reference: order.reference,
            })}
            onClick={() => onStep({ kind: 'assign', order })}
          >
            {t(order.provider ? 'dispatch.reassign' : 'dispatch.assign')}
          </Button>
        ) : null}
        {order.operations.includes('fail_assignment') ? (
          <Button
            size="small"
            aria-label={t('dispatch.failOne', { reference: order.reference })}
            onClick={() => onStep({ kind: 'fail_assignment', order })}
          >
            {t('dispatch.fail')}
          </Button>
        ) : null}
        {order.operations.includes('fail') ? (
          <Button
            size="small"
            appearance="subtle"
            aria-label={t('failVisit.actionOne', { reference: order.reference })}
            onClick={() => onStep({ kind: 'fail', order })}
          >
            {t('failVisit.action')}
          </Button>
        ) : null}
        {order.operations.includes('reschedule') ? (
          <Button
            size="small"
            appearance="subtle"
            aria-label={t('dispatch.rescheduleOne', { reference: order.reference })}
            onClick={() => onStep({ kind: 'reschedule', order })}
          >
            {t('dispatch.reschedule')}
          </Button>
        ) : null}
      </span>
    ) : null;

  const place = (order: DispatchOrder) =>
    [order.branch_name, order.area ? order.area[language] : null].filter(Boolean).join(' · ');
  const services = (order: DispatchOrder) => order.services.map((service) => service.name[language]).join(', ');
  const provider = (order: DispatchOrder) =>
    order.provider ? (
      <span data-testid="dispatch-provider">{order.provider.name}</span>
    ) : (
      <span className={styles.muted}>{t('dispatch.noProvider')}</span>
    );
  const status = (order: DispatchOrder) => (
    <Badge appearance="tint" color={order.needs_provider ? 'warning' : 'brand'}>
      {orderLabel(language, 'status', order.status)}
    </Badge>
  );

  return (
    <>
      {slotGroups(orders).map((group) => (
        <section key={group.key} className={styles.group} aria-label={groupTitle(group.waiting, group.time)}>
          <div className={styles.heading}>
            <Subtitle2 as="h2">{groupTitle(group.waiting, group.time)}</Subtitle2>
            <Badge appearance="outline">{group.orders.length}</Badge>
          </div>
          <ul className={styles.list}>
            {group.orders.map((order) => (
              <li
                key={order.id}
                data-testid="dispatch-order"
                data-reference={order.reference}
                className={mergeClasses(narrow ? styles.card : styles.row, order.needs_provider && styles.waiting)}
              >
                <span dir="ltr">
                  <strong>
                    <Reference>{order.reference}</Reference>
                  </strong>{' '}
                  <span className={styles.muted}>
                    {order.end_time ? `${order.time}–${order.end_time}` : order.time}
                  </span>
                </span>
                <span className={narrow ? undefined : styles.clip}>
                  {localizedName(order.company.name, language)}
                  <span className={styles.muted}> · {place(order)}</span>
                </span>
                <span className={narrow ? undefined : styles.clip}>{services(order)}</span>
                {provider(order)}
                {status(order)}
                {steps(order)}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );

  function groupTitle(waiting: boolean, time: string) {
    return t(waiting ? 'dispatch.waitingGroup' : 'dispatch.plannedGroup', { time });
  }
}
