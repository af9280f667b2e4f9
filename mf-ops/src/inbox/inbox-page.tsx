import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { EmptyState, PageHeader, useAppAbility, useNarrow } from '@portal/shared';
import { OPS_CONVERSATION_KINDS, type OpsConversationKind } from '@portal/shared/contract';
import { useParams } from '@portal/shared/router';
import { useOpsTranslation } from '../i18n/use-ops-translation';
import { OPS_CONSOLE_RULES } from '../ops-rules';
import { useOpsLivePolling } from '../queue/ops-live';
import { ConversationList } from './conversation-list';
import { ConversationView } from './conversation-view';
import type { ConversationRef } from './inbox-queries';

/** While the stream is down the inbox polls at this pace (live otherwise). */
const FALLBACK_MS = 15_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const useStyles = makeStyles({
  page: { display: 'grid', gap: '12px', minWidth: 0 },
  panes: {
    display: 'grid',
    gridTemplateColumns: 'minmax(280px, 380px) minmax(0, 1fr)',
    gap: '12px',
    height: 'max(480px, calc(100dvh - 220px))',
    minHeight: 0,
  },
  single: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', height: 'max(420px, calc(100dvh - 150px))' },
  denied: { color: tokens.colorNeutralForeground3 },
});

function conversationOf(kind: string | undefined, id: string | undefined): ConversationRef | null {
  if (!kind || !id || !UUID.test(id)) return null;
  return (OPS_CONVERSATION_KINDS as readonly string[]).includes(kind)
    ? { kind: kind as OpsConversationKind, id: id.toLowerCase() }
    : null;
}

/**
 * /ops/inbox and /ops/inbox/:kind/:id (read ops_conversations): every company's support conversation and order
 * chats beside the open one. At 390 px it is a phone messenger: the list, or the conversation with a way back.
 * Everything on screen is live through the console's ops event stream (queue/ops-live.ts).
 */
export function InboxPage() {
  const styles = useStyles();
  const { t } = useOpsTranslation();
  const narrow = useNarrow();
  const params = useParams();
  const selected = conversationOf(params.kind, params.id);
  const mayRead = useAppAbility().can(OPS_CONSOLE_RULES.inboxRead.action, OPS_CONSOLE_RULES.inboxRead.subject);
  const refetchInterval = useOpsLivePolling(FALLBACK_MS);

  if (!mayRead)
    return (
      <div className={styles.page} data-testid="ops-inbox-page">
        <PageHeader title={t('inbox.title')} />
        <Text className={styles.denied}>{t('common.noAccess')}</Text>
      </div>
    );
  const conversation = selected ? (
    <ConversationView
      key={`${selected.kind}:${selected.id}`}
      conversation={selected}
      refetchInterval={refetchInterval}
    />
  ) : (
    <EmptyState title={t('inbox.pick')} />
  );
  return (
    <div className={styles.page} data-testid="ops-inbox-page">
      {narrow && selected ? null : <PageHeader title={t('inbox.title')} subtitle={t('inbox.subtitle')} />}
      {narrow ? (
        <div className={styles.single}>
          {selected ? conversation : <ConversationList selected={null} refetchInterval={refetchInterval} />}
        </div>
      ) : (
        <div className={styles.panes}>
          <ConversationList selected={selected} refetchInterval={refetchInterval} />
          {conversation}
        </div>
      )}
    </div>
  );
}
