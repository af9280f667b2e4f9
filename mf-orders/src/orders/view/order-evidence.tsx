import { MessageBar, MessageBarBody, makeStyles, Text, tokens } from '@fluentui/react-components';
import { CheckmarkCircleFilled, CircleRegular } from '@fluentui/react-icons';
import { useLocalizedName } from '@portal/shared';
import {
  EVIDENCE_STAGES,
  type Order,
  type OrderChecklistItem,
  type OrderStatus,
  STANDARD_CHECKLIST_ITEMS,
  type StandardChecklistItem,
} from '@portal/shared/contract';
import { useOrdersTranslation } from '../../i18n/use-orders-translation';
import { useOrderText } from '../order-labels';
import { EvidencePhoto } from './evidence-photo';
import { useOrderEvidence } from './evidence-queries';

// Issue 11 "evidence-gated completion": what the provider left on site — before/after photos and the checklist
// (the order's services plus standard items) that `complete` requires. Shown once the provider has arrived.

/** Statuses before the provider is on site: nothing to show (and nothing asked of the API). */
const NOT_ON_SITE: readonly OrderStatus[] = [
  'draft',
  'draft_failed',
  'created',
  'confirmed',
  'assigned',
  'assign_provider_failed',
  'advance_payment_paid',
  'advance_payment_failed',
  'on_the_way',
  'canceled',
];
/** From here the checklist is shown even when nothing is ticked yet (the work is under way or done). */
const WORK_STARTED: readonly OrderStatus[] = ['in_progress', 'final_payment_paid', 'completed', 'rated'];

const useStyles = makeStyles({
  card: {
    display: 'grid',
    gap: '12px',
    padding: '16px',
    borderRadius: tokens.borderRadiusLarge,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    minWidth: 0,
  },
  columns: { display: 'grid', gap: '16px', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 300px), 1fr))' },
  group: { display: 'grid', gap: '8px', alignContent: 'start', minWidth: 0 },
  photos: { display: 'grid', gap: '8px', gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))' },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '8px' },
  item: { display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', gap: '8px', alignItems: 'start' },
  text: { display: 'grid', gap: '2px', minWidth: 0, overflowWrap: 'anywhere' },
  done: { color: tokens.colorPaletteGreenForeground1 },
  open: { color: tokens.colorNeutralForeground3 },
  muted: { color: tokens.colorNeutralForeground3 },
});

const isStandard = (key: string): key is StandardChecklistItem =>
  (STANDARD_CHECKLIST_ITEMS as readonly string[]).includes(key);

export function OrderEvidenceSection({ order, enabled }: { order: Order; enabled: boolean }) {
  const { t } = useOrdersTranslation();
  const styles = useStyles();
  const local = useLocalizedName();
  const text = useOrderText();
  const onSite = !NOT_ON_SITE.includes(order.status);
  const evidence = useOrderEvidence(order.reference, enabled && onSite);
  if (!enabled || !onSite) return null;
  if (evidence.isError) {
    return (
      <MessageBar intent="warning">
        <MessageBarBody>{t('order.evidence.loadFailed')}</MessageBarBody>
      </MessageBar>
    );
  }
  if (!evidence.data) return null;
  const { photos, checklist, checklist_complete } = evidence.data;
  const ticked = checklist.filter((item) => item.done).length;
  if (photos.length === 0 && ticked === 0 && !WORK_STARTED.includes(order.status)) return null;

  const label = (item: OrderChecklistItem) =>
    item.name ? local(item.name) : isStandard(item.key) ? t(`order.evidence.items.${item.key}`) : item.key;
  return (
    <section className={styles.card} data-testid="order-evidence" aria-labelledby="order-evidence-title">
      <div className={styles.text}>
        <Text as="h2" size={500} weight="semibold" id="order-evidence-title">
          {t('order.evidence.title')}
        </Text>
        <Text size={200} className={styles.muted}>
          {t('order.evidence.hint')}
        </Text>
      </div>
      <div className={styles.columns}>
        {EVIDENCE_STAGES.map((stage) => {
          const ofStage = photos.filter((photo) => photo.stage === stage);
          return (
            <div key={stage} className={styles.group} data-testid={`evidence-${stage}`}>
              <Text as="h3" weight="semibold">
                {t(`order.evidence.${stage}`)}
              </Text>
              {ofStage.length === 0 ? (
                <Text size={200} className={styles.muted}>
                  {t('order.evidence.noPhotos')}
                </Text>
              ) : (
                <div className={styles.photos}>
                  {ofStage.map((photo, index) => (
                    <EvidencePhoto
                      key={photo.id}
                      photo={photo}
                      alt={t('order.evidence.photoAlt', { stage: t(`order.evidence.${stage}`), n: index + 1 })}
                    />
                  ))}
                </div>
              )}
            </div>
          );
        })}
      </div>
      <div className={styles.group} data-testid="evidence-checklist">
        <Text as="h3" weight="semibold">
          {t('order.evidence.checklist')}
        </Text>
        <Text size={200} className={styles.muted}>
          {checklist_complete
            ? t('order.evidence.complete')
            : t('order.evidence.progress', { done: ticked, total: checklist.length })}
        </Text>
        <ul className={styles.list}>
          {checklist.map((item) => (
            <li key={item.key} className={styles.item} data-testid="evidence-item" data-done={item.done}>
              {item.done ? (
                <CheckmarkCircleFilled
                  className={styles.done}
                  fontSize={20}
                  aria-label={t('order.evidence.done')}
                  role="img"
                />
              ) : (
                <CircleRegular className={styles.open} fontSize={20} aria-label={t('order.evidence.open')} role="img" />
              )}
              <span className={styles.text}>
                <Text>{label(item)}</Text>
                {item.note ? <Text size={200}>{item.note}</Text> : null}
                {item.done && item.checked_by && item.checked_at ? (
                  <Text size={200} className={styles.muted}>
                    {t('order.evidence.checkedBy', { name: item.checked_by, at: text.dateTime(item.checked_at) })}
                  </Text>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
