import {
  Badge,
  Caption1,
  MessageBar,
  MessageBarBody,
  makeStyles,
  mergeClasses,
  SearchBox,
  Spinner,
  Tab,
  TabList,
  Text,
  tokens,
} from '@fluentui/react-components';
import { formatDateTime, localizedName, session, useCurrentLanguage } from '@portal/shared';
import { OPS_INBOX_ASSIGNED, type OpsConversation, type OpsInboxAssigned } from '@portal/shared/contract';
import { useNavigate, useSearchParams } from '@portal/shared/router';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useOpsTranslation } from '../i18n/use-ops-translation';
import { type ConversationRef, inboxListQuery } from './inbox-queries';

const SEARCH_DELAY_MS = 300;

const useStyles = makeStyles({
  frame: {
    display: 'flex',
    flexDirection: 'column',
    minHeight: 0,
    minWidth: 0,
    gap: '8px',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusLarge,
    padding: '8px',
    backgroundColor: tokens.colorNeutralBackground1,
  },
  list: { flex: 1, minHeight: 0, overflowY: 'auto', listStyle: 'none', margin: 0, padding: 0 },
  item: {
    display: 'grid',
    gap: '2px',
    width: '100%',
    textAlign: 'start',
    padding: '10px 8px',
    border: 'none',
    borderBottom: `1px solid ${tokens.colorNeutralStroke3}`,
    backgroundColor: 'transparent',
    color: 'inherit',
    font: 'inherit',
    cursor: 'pointer',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
  },
  selected: { backgroundColor: tokens.colorBrandBackground2 },
  line: { display: 'flex', gap: '6px', alignItems: 'center', justifyContent: 'space-between', minWidth: 0 },
  name: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  unreadName: { fontWeight: tokens.fontWeightSemibold },
  snippet: {
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    color: tokens.colorNeutralForeground2,
  },
  muted: { color: tokens.colorNeutralForeground3, whiteSpace: 'nowrap' },
  center: { margin: 'auto', padding: '16px', color: tokens.colorNeutralForeground3 },
});

/** The filter in the URL (?assigned=&q=), so going back from a conversation keeps it. */
function useInboxFilter() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('assigned');
  const assigned: OpsInboxAssigned = (OPS_INBOX_ASSIGNED as readonly string[]).includes(raw ?? '')
    ? (raw as OpsInboxAssigned)
    : 'all';
  const q = params.get('q') ?? '';
  const set = (next: { assigned?: OpsInboxAssigned; q?: string }) => {
    const merged = { assigned, q, ...next };
    const search = new URLSearchParams();
    if (merged.assigned !== 'all') search.set('assigned', merged.assigned);
    if (merged.q) search.set('q', merged.q);
    setParams(search, { replace: true });
  };
  return { assigned, q, set, search: params.toString() };
}

/** The conversations, unread first; a click opens one (its URL keeps the filter). */
export function ConversationList({
  selected,
  refetchInterval,
}: {
  selected: ConversationRef | null;
  refetchInterval: number | false;
}) {
  const styles = useStyles();
  const { t } = useOpsTranslation();
  const filter = useInboxFilter();
  const navigate = useNavigate();
  const [text, setText] = useState(filter.q);
  const { set } = filter;
  // The search is sent once typing pauses.
  useEffect(() => {
    if (text === filter.q) return;
    const timer = setTimeout(() => set({ q: text.trim() }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, filter.q, set]);
  const list = useQuery(inboxListQuery({ assigned: filter.assigned, q: filter.q }, refetchInterval));
  const items = list.data?.items ?? [];

  return (
    <section className={styles.frame} aria-label={t('inbox.listLabel')} data-testid="inbox-list">
      <SearchBox
        value={text}
        placeholder={t('inbox.search')}
        aria-label={t('inbox.search')}
        dismiss={{ 'aria-label': t('common.clearSearch') }}
        onChange={(_e, data) => setText(data.value)}
      />
      <TabList
        size="small"
        selectedValue={filter.assigned}
        aria-label={t('inbox.show')}
        onTabSelect={(_e, data) => set({ assigned: data.value as OpsInboxAssigned })}
      >
        <Tab value="all">{t('inbox.all')}</Tab>
        <Tab value="mine">{t('inbox.mine')}</Tab>
        <Tab value="unassigned">{t('inbox.unassigned')}</Tab>
      </TabList>
      <ul className={styles.list}>
        {list.isPending ? (
          <li className={styles.center}>
            <Spinner size="small" />
          </li>
        ) : null}
        {list.isError ? (
          <li>
            <MessageBar intent="error">
              <MessageBarBody>{t('inbox.loadFailed')}</MessageBarBody>
            </MessageBar>
          </li>
        ) : null}
        {list.isSuccess && items.length === 0 ? (
          <li className={styles.center}>
            <Text>{t('inbox.empty')}</Text>
          </li>
        ) : null}
        {items.map((conversation) => (
          <li key={`${conversation.kind}:${conversation.id}`}>
            <ConversationItem
              conversation={conversation}
              selected={selected?.kind === conversation.kind && selected.id === conversation.id}
              onOpen={() =>
                navigate(
                  `/ops/inbox/${conversation.kind}/${conversation.id}${filter.search ? `?${filter.search}` : ''}`,
                )
              }
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

function ConversationItem({
  conversation,
  selected,
  onOpen,
}: {
  conversation: OpsConversation;
  selected: boolean;
  onOpen: () => void;
}) {
  const styles = useStyles();
  const { t } = useOpsTranslation();
  const language = useCurrentLanguage();
  const last = conversation.last_message;
  const me = session.getState().user?.id;
  const assignee = conversation.assignee;
  const snippet = last ? (last.body ?? t('inbox.fileOnly', { name: last.attachment_name ?? '' })) : '';
  return (
    <button
      type="button"
      className={mergeClasses(styles.item, selected && styles.selected)}
      aria-current={selected ? 'true' : undefined}
      onClick={onOpen}
      data-testid="inbox-item"
      data-unread={conversation.unread}
    >
      <span className={styles.line}>
        <Text className={mergeClasses(styles.name, conversation.unread > 0 && styles.unreadName)}>
          {localizedName(conversation.company.name, language)}
        </Text>
        {conversation.unread > 0 ? (
          <Badge appearance="filled" color="danger" aria-label={t('inbox.unread', { count: conversation.unread })}>
            {conversation.unread}
          </Badge>
        ) : null}
      </span>
      <span className={styles.line}>
        <Caption1 dir="auto">
          {conversation.order ? t('inbox.order', { reference: conversation.order.reference }) : t('inbox.support')}
        </Caption1>
        {last ? <Caption1 className={styles.muted}>{formatDateTime(last.at, language)}</Caption1> : null}
      </span>
      <Caption1 className={styles.snippet} dir="auto">
        {last?.sender_kind === 'ops' ? `${t('inbox.support_agent')}: ` : ''}
        {snippet}
      </Caption1>
      <Caption1 className={styles.muted}>
        {assignee
          ? assignee.id === me
            ? t('inbox.youTook')
            : t('inbox.takenBy', { name: assignee.name })
          : t('inbox.notTaken')}
      </Caption1>
    </button>
  );
}
