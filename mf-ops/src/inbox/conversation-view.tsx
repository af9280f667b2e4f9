import {
  Badge,
  Button,
  Caption1,
  Caption1Strong,
  MessageBar,
  MessageBarBody,
  makeStyles,
  mergeClasses,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { ArrowLeftRegular, ArrowRightRegular, CheckmarkRegular, DocumentRegular } from '@fluentui/react-icons';
import {
  formatDateTime,
  localizedName,
  notify,
  openFile,
  session,
  useAppAbility,
  useCurrentLanguage,
  useNarrow,
} from '@portal/shared';
import { type ChatMessage, type OpsConversation, opsConversationPaths } from '@portal/shared/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useOpsTranslation } from '../i18n/use-ops-translation';
import { OPS_CONSOLE_RULES } from '../ops-rules';
import {
  type ConversationRef,
  conversationQuery,
  messagesQuery,
  useMarkRead,
  useTakeConversation,
} from './inbox-queries';
import { ReplyComposer } from './reply-composer';

const useStyles = makeStyles({
  frame: {
    display: 'flex',
    flexDirection: 'column',
    minHeight: 0,
    minWidth: 0,
    height: '100%',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground2,
    overflow: 'hidden',
  },
  header: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: '8px',
    alignItems: 'center',
    padding: '8px 12px',
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  titles: { display: 'grid', flex: 1, minWidth: 0 },
  ellipsis: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  list: {
    flex: 1,
    minHeight: 0,
    overflowY: 'auto',
    listStyle: 'none',
    margin: 0,
    padding: '12px',
    display: 'flex',
    flexDirection: 'column',
    gap: '8px',
  },
  bubble: {
    maxWidth: '80%',
    padding: '8px 12px',
    borderRadius: tokens.borderRadiusXLarge,
    display: 'grid',
    gap: '4px',
    overflowWrap: 'anywhere',
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow2,
  },
  own: { marginInlineStart: 'auto', backgroundColor: tokens.colorBrandBackground2 },
  other: { marginInlineEnd: 'auto' },
  meta: { display: 'flex', gap: '6px', alignItems: 'center', color: tokens.colorNeutralForeground3 },
  center: { margin: 'auto', color: tokens.colorNeutralForeground3 },
  readOnly: { padding: '8px', borderTop: `1px solid ${tokens.colorNeutralStroke2}` },
});

/** One conversation: who it is with, who has taken it, its messages (live) and the reply box. */
export function ConversationView({
  conversation: ref,
  refetchInterval,
}: {
  conversation: ConversationRef;
  refetchInterval: number | false;
}) {
  const styles = useStyles();
  const { t } = useOpsTranslation();
  const ability = useAppAbility();
  const mayReply = ability.can(OPS_CONSOLE_RULES.inboxReply.action, OPS_CONSOLE_RULES.inboxReply.subject);
  const header = useQuery(conversationQuery(ref, refetchInterval));
  const messages = useQuery(messagesQuery(ref, refetchInterval));
  const { mutate: markRead } = useMarkRead(ref);
  const list = useRef<HTMLUListElement>(null);
  const items = messages.data ?? [];

  // What the company wrote is read while the conversation is on screen (its read receipts), by agents who may act.
  const unreadIds = items
    .filter((m) => m.sender_kind === 'company' && !m.read_at)
    .map((m) => m.id)
    .join();
  useEffect(() => {
    if (unreadIds && mayReply) markRead();
  }, [unreadIds, mayReply, markRead]);

  const lastId = items.at(-1)?.id;
  useEffect(() => {
    if (lastId && list.current) list.current.scrollTop = list.current.scrollHeight;
  }, [lastId]);

  return (
    <section className={styles.frame} aria-label={t('inbox.messages')} data-testid="inbox-conversation">
      {header.data ? <ConversationHeader conversation={header.data} mayTake={mayReply} /> : null}
      <ul className={styles.list} ref={list} aria-label={t('inbox.messages')} aria-live="polite">
        {messages.isPending ? (
          <li className={styles.center}>
            <Spinner size="small" />
          </li>
        ) : null}
        {messages.isError || header.isError ? (
          <li>
            <MessageBar intent="error">
              <MessageBarBody>{t('inbox.conversationFailed')}</MessageBarBody>
            </MessageBar>
          </li>
        ) : null}
        {messages.isSuccess && items.length === 0 ? (
          <li className={styles.center}>
            <Text>{t('inbox.noMessages')}</Text>
          </li>
        ) : null}
        {items.map((message) => (
          <Bubble key={message.id} message={message} conversation={ref} />
        ))}
      </ul>
      {mayReply ? (
        <ReplyComposer conversation={ref} />
      ) : (
        <Caption1 className={styles.readOnly}>{t('inbox.readOnly')}</Caption1>
      )}
    </section>
  );
}

function ConversationHeader({ conversation, mayTake }: { conversation: OpsConversation; mayTake: boolean }) {
  const styles = useStyles();
  const { t } = useOpsTranslation();
  const language = useCurrentLanguage();
  const narrow = useNarrow();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const take = useTakeConversation({ kind: conversation.kind, id: conversation.id });
  const me = session.getState().user?.id;
  const assignee = conversation.assignee;
  const mine = assignee !== null && me !== undefined && assignee.id === me;
  const back = language === 'ar' ? <ArrowRightRegular /> : <ArrowLeftRegular />;

  const onTake = () =>
    take.mutate(Boolean(assignee && !mine), {
      onSuccess: () => notify.success(t('inbox.youTook')),
    });

  return (
    <header className={styles.header}>
      {narrow ? (
        <Button
          appearance="subtle"
          icon={back}
          aria-label={t('inbox.back')}
          onClick={() => navigate(`/ops/inbox${params.size ? `?${params.toString()}` : ''}`)}
          data-testid="inbox-back"
        />
      ) : null}
      <div className={styles.titles}>
        <Text weight="semibold" className={styles.ellipsis} data-testid="inbox-company">
          {localizedName(conversation.company.name, language)}
        </Text>
        <Caption1 className={styles.ellipsis}>
          {conversation.order ? t('inbox.order', { reference: conversation.order.reference }) : t('inbox.support')}
          {' · '}
          <span data-testid="inbox-assignee">
            {assignee ? (mine ? t('inbox.youTook') : t('inbox.takenBy', { name: assignee.name })) : t('inbox.notTaken')}
          </span>
        </Caption1>
      </div>
      {conversation.unread > 0 ? (
        <Badge appearance="tint" color="danger">
          {t('inbox.unread', { count: conversation.unread })}
        </Badge>
      ) : null}
      {mayTake && !mine ? (
        <Button size="small" appearance="primary" disabled={take.isPending} onClick={onTake} data-testid="inbox-take">
          {assignee ? t('inbox.takeOver') : t('inbox.take')}
        </Button>
      ) : null}
    </header>
  );
}

function Bubble({ message, conversation }: { message: ChatMessage; conversation: ConversationRef }) {
  const styles = useStyles();
  const { t } = useOpsTranslation();
  const language = useCurrentLanguage();
  const own = message.sender_kind === 'ops';
  return (
    <li
      className={mergeClasses(styles.bubble, own ? styles.own : styles.other)}
      data-testid="inbox-message"
      data-own={own}
    >
      <Caption1Strong>{message.sender_name || (own ? t('inbox.support_agent') : '')}</Caption1Strong>
      {message.body ? (
        <Text dir="auto" style={{ whiteSpace: 'pre-wrap' }}>
          {message.body}
        </Text>
      ) : null}
      {message.attachment ? (
        <Button
          appearance="subtle"
          size="small"
          icon={<DocumentRegular />}
          style={{ justifySelf: 'start', maxWidth: '100%' }}
          onClick={() => void openFile(opsConversationPaths(conversation.kind, conversation.id).file(message.id))}
          data-testid="inbox-attachment"
        >
          <span className={styles.ellipsis}>{message.attachment.name}</span>
        </Button>
      ) : null}
      <span className={styles.meta}>
        <Caption1>{formatDateTime(message.created_at, language)}</Caption1>
        {own ? (
          <Caption1 aria-label={message.read_at ? t('inbox.read') : t('inbox.sent')}>
            <CheckmarkRegular aria-hidden />
            {message.read_at ? <CheckmarkRegular aria-hidden style={{ marginInlineStart: -8 }} /> : null}{' '}
            {message.read_at ? t('inbox.read') : t('inbox.sent')}
          </Caption1>
        ) : null}
      </span>
    </li>
  );
}
