import { Caption1, makeStyles, Text } from '@fluentui/react-components';
import { useCurrentLanguage } from '@portal/shared';
import {
  type AbilityRule,
  BELL_READ_RULE,
  REALTIME_EVENT_RULES,
  type RealtimeEventType,
} from '@portal/shared/contract';
import { useUsersTranslation } from '../i18n/use-users-translation';

const useStyles = makeStyles({
  root: { display: 'grid', gap: '4px', marginTop: '8px' },
  list: { margin: 0, paddingInlineStart: '16px', display: 'grid', gap: '2px' },
});

/** What a manager calls each kind of live update, and the events behind it (contract REALTIME_EVENT_RULES). */
const LIVE_KINDS = {
  orders: ['NEW_ORDER', 'ORDER_STATUS_CHANGED', 'ORDER_NEW_MESSAGE'],
  packages: ['NEW_PACKAGE', 'PACKAGE_STATUS_CHANGED'],
  wallet: ['WALLET_CHANGED'],
  payments: ['PAYMENT_RECEIVED'],
  support: ['TECHNICAL_SUPPORT'],
  account: ['ACCOUNT_VERIFICATION'],
} as const satisfies Record<string, readonly RealtimeEventType[]>;
export type LiveKind = keyof typeof LIVE_KINDS | 'bell';

/** The kinds of live update a role with these permissions gets, and those it does not (issue 28.5). */
export function liveKindsOf(can: (rule: AbilityRule) => boolean): { live: LiveKind[]; notLive: LiveKind[] } {
  const kinds = Object.entries(LIVE_KINDS).map(([kind, events]) => ({
    kind: kind as LiveKind,
    allowed: events.some((event) => can(REALTIME_EVENT_RULES[event])),
  }));
  kinds.push({ kind: 'bell', allowed: can(BELL_READ_RULE) });
  return {
    live: kinds.filter((k) => k.allowed).map((k) => k.kind),
    notLive: kinds.filter((k) => !k.allowed).map((k) => k.kind),
  };
}

/** The role editor's preview of what the role will and will not see update live (the stream's own rules). */
export function LivePreview({ can }: { can: (rule: AbilityRule) => boolean }) {
  const styles = useStyles();
  const { t } = useUsersTranslation();
  const language = useCurrentLanguage();
  const { live, notLive } = liveKindsOf(can);
  const names = (kinds: LiveKind[]) =>
    new Intl.ListFormat(language, { type: 'conjunction' }).format(kinds.map((kind) => t(`livePreview.kinds.${kind}`)));
  return (
    <section className={styles.root} aria-label={t('livePreview.title')} data-testid="live-preview">
      <Text weight="semibold">{t('livePreview.title')}</Text>
      {live.length === 0 ? (
        <Caption1>{t('livePreview.none')}</Caption1>
      ) : (
        <ul className={styles.list} data-testid="live-kinds">
          {live.map((kind) => (
            <li key={kind}>{t(`livePreview.kinds.${kind}`)}</li>
          ))}
        </ul>
      )}
      {notLive.length > 0 && live.length > 0 ? (
        <Caption1 data-testid="not-live-kinds">{t('livePreview.notLive', { list: names(notLive) })}</Caption1>
      ) : null}
    </section>
  );
}
