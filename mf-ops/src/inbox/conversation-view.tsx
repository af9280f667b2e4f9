import { Badge, Button, Caption1, makeStyles, Text, tokens } from '@fluentui/react-components';
import { ArrowLeftRegular, ArrowRightRegular } from '@fluentui/react-icons';
import {
  localizedName,
  notify,
  session,
  useAppAbility,
  useChatTexts,
  useCurrentLanguage,
  useNarrow,
} from '@portal/shared';
import { ChatComposer, ChatFrame, ChatMessages, ChatReadOnly } from '@portal/shared/chat';
import type { OpsConversation } from '@portal/shared/contract';
import { useNavigate, useSearchParams } from '@portal/shared/router';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useOpsTranslation } from '../i18n/use-ops-translation';
import { OPS_CONSOLE_RULES } from '../ops-rules';
import { CannedRepliesMenu } from './canned-replies-menu';
import {
  type ConversationRef,
  conversationQuery,
  messageFilePath,
  messagesQuery,
  replySender,
  useMarkRead,
  useTakeConversation,
} from './inbox-queries';

const useStyles = makeStyles({
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
});

/**
 * One conversation, on the company chat's blocks (shared/src/chat) seen from the other side: who it is with and who
 * has taken it, its messages (live; ops' own at the inline end, the company member named on theirs) and the reply
 * box with the canned replies.
 */
export function ConversationView({
  conversation: ref,
  refetchInterval,
}: {
  conversation: ConversationRef;
  refetchInterval: number | false;
}) {
  const { t } = useOpsTranslation();
  const texts = useChatTexts({
    messages: t('inbox.messages'),
    loadFailed: t('inbox.conversationFailed'),
    empty: t('inbox.noMessages'),
    read: t('inbox.read'),
    sent: t('inbox.sent'),
    placeholder: t('inbox.placeholder'),
    attach: t('inbox.attach'),
    removeAttachment: t('inbox.removeAttachment'),
    send: t('inbox.send'),
    uploading: (percent) => t('inbox.uploading', { percent }),
    tooLarge: t('inbox.tooLarge'),
    wrongType: t('inbox.wrongType'),
  });
  const ability = useAppAbility();
  const mayReply = ability.can(OPS_CONSOLE_RULES.inboxReply.action, OPS_CONSOLE_RULES.inboxReply.subject);
  const header = useQuery(conversationQuery(ref, refetchInterval));
  const messages = useQuery(messagesQuery(ref, refetchInterval));
  const { mutate: markRead } = useMarkRead(ref);

  // What the company wrote is read while the conversation is on screen (its read receipts), by agents who may act.
  const unreadIds = (messages.data ?? [])
    .filter((m) => m.sender_kind === 'company' && !m.read_at)
    .map((m) => m.id)
    .join();
  useEffect(() => {
    if (unreadIds && mayReply) markRead();
  }, [unreadIds, mayReply, markRead]);

  return (
    <ChatFrame label={t('inbox.messages')} testId="inbox-conversation">
      {header.data ? <ConversationHeader conversation={header.data} mayTake={mayReply} /> : null}
      <ChatMessages
        messages={messages}
        failed={header.isError}
        side={{ kind: 'ops', ownName: t('inbox.support_agent'), otherName: '' }}
        attachmentPath={(id) => messageFilePath(ref, id)}
        texts={texts}
      />
      {mayReply ? (
        <ChatComposer
          send={replySender(ref)}
          texts={texts}
          rows={2}
          tools={(insert) => <CannedRepliesMenu insert={insert} />}
        />
      ) : (
        <ChatReadOnly>{t('inbox.readOnly')}</ChatReadOnly>
      )}
    </ChatFrame>
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
