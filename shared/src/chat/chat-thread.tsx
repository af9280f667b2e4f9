import {
  Button,
  Caption1,
  Caption1Strong,
  MessageBar,
  MessageBarBody,
  makeStyles,
  mergeClasses,
  Spinner,
  Text,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { AttachRegular, CheckmarkRegular, DismissRegular, DocumentRegular, SendRegular } from '@fluentui/react-icons';
import { CHAT_ATTACHMENT_TYPES, type ChatMessage, chatKey } from '@portal/contract';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../http/api-error';
import { openFile } from '../http/download-file';
import { formatDateTime } from '../i18n/format';
import { useCurrentLanguage } from '../i18n/localized-name';
import { UploadProgress } from '../money/receipt-picker';
import {
  attachmentPath,
  type ChatTarget,
  checkAttachment,
  useChatMessages,
  useMarkChatRead,
  useSendChatMessage,
} from './chat-queries';
import { useOpenChat } from './open-chats';

// One chat (the order page's messages tab, /apps/chat's support conversation): a fixed-height column — the
// messages scroll inside, the composer stays at the bottom — so it works on a 390 px phone as on a desktop.
// Own messages sit at the inline end (right in LTR, left in RTL) with their read receipt.

const useStyles = makeStyles({
  frame: {
    display: 'flex',
    flexDirection: 'column',
    minHeight: 0,
    minWidth: 0,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground2,
    overflow: 'hidden',
  },
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
  composer: {
    display: 'grid',
    gap: '8px',
    padding: '8px',
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  row: { display: 'flex', gap: '8px', alignItems: 'flex-end' },
  input: { flex: 1, minWidth: 0 },
  empty: { margin: 'auto', color: tokens.colorNeutralForeground3 },
});

export interface ChatThreadProps {
  target: ChatTarget;
  /** May write (insert b2b_messages); otherwise the chat is read-only. */
  canSend: boolean;
  /** The fixed height of the chat (CSS), e.g. 'min(560px, 70dvh)'. */
  height: string;
}

export function ChatThread({ target, canSend, height }: ChatThreadProps) {
  const styles = useStyles();
  const { t } = useTranslation('common');
  useOpenChat(target.chat === 'order' ? chatKey('order', target.reference) : chatKey('support'));
  const messages = useChatMessages(target, true);
  const markRead = useMarkChatRead(target);
  const list = useRef<HTMLUListElement>(null);
  const items = messages.data ?? [];

  // Read receipts: what the other side wrote is read while the chat is on screen.
  const unreadIds = items
    .filter((m) => m.sender_kind !== 'company' && !m.read_at)
    .map((m) => m.id)
    .join();
  const { mutate: read } = markRead;
  useEffect(() => {
    if (unreadIds) read();
  }, [unreadIds, read]);

  // Newest at the bottom, in view.
  const lastId = items.at(-1)?.id;
  useEffect(() => {
    if (lastId && list.current) list.current.scrollTop = list.current.scrollHeight;
  }, [lastId]);

  return (
    <section className={styles.frame} style={{ height }} data-testid="chat-thread">
      <ul className={styles.list} ref={list} aria-label={t('chat.messages')} aria-live="polite">
        {/* A list holds only items (axe 'list'): the loading, error and empty states are items too. */}
        {messages.isPending ? (
          <li className={styles.empty}>
            <Spinner size="small" />
          </li>
        ) : null}
        {messages.isError ? (
          <li>
            <MessageBar intent="error">
              <MessageBarBody>{t('chat.loadFailed')}</MessageBarBody>
            </MessageBar>
          </li>
        ) : null}
        {messages.isSuccess && items.length === 0 ? (
          <li className={styles.empty}>
            <Text>{t('chat.empty')}</Text>
          </li>
        ) : null}
        {items.map((message) => (
          <Bubble key={message.id} message={message} target={target} />
        ))}
      </ul>
      {canSend ? <Composer target={target} /> : <Caption1 className={styles.composer}>{t('chat.readOnly')}</Caption1>}
    </section>
  );
}

function Bubble({ message, target }: { message: ChatMessage; target: ChatTarget }) {
  const styles = useStyles();
  const { t } = useTranslation('common');
  const language = useCurrentLanguage();
  const own = message.sender_kind === 'company';
  return (
    <li
      className={mergeClasses(styles.bubble, own ? styles.own : styles.other)}
      data-testid="chat-message"
      data-own={own}
    >
      <Caption1Strong>{message.sender_name || (own ? t('chat.you') : t('chat.ops'))}</Caption1Strong>
      {message.body ? <Text style={{ whiteSpace: 'pre-wrap' }}>{message.body}</Text> : null}
      {message.attachment ? (
        <Button
          appearance="subtle"
          size="small"
          icon={<DocumentRegular />}
          style={{ justifySelf: 'start', maxWidth: '100%' }}
          onClick={() => void openFile(attachmentPath(target, message.id))}
          data-testid="chat-attachment"
        >
          <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{message.attachment.name}</span>
        </Button>
      ) : null}
      <span className={styles.meta}>
        <Caption1>{formatDateTime(message.created_at, language)}</Caption1>
        {own ? (
          <Caption1 data-testid="chat-receipt" aria-label={message.read_at ? t('chat.read') : t('chat.sent')}>
            <CheckmarkRegular aria-hidden />
            {message.read_at ? <CheckmarkRegular aria-hidden style={{ marginInlineStart: -8 }} /> : null}{' '}
            {message.read_at ? t('chat.read') : t('chat.sent')}
          </Caption1>
        ) : null}
      </span>
    </li>
  );
}

function Composer({ target }: { target: ChatTarget }) {
  const styles = useStyles();
  const { t } = useTranslation('common');
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const send = useSendChatMessage(target, setPercent);

  const choose = (chosen: File | null) => {
    if (input.current) input.current.value = '';
    if (!chosen) return;
    const check = checkAttachment(chosen);
    if (check !== 'ok') {
      setError(t(`chat.${check}`));
      return;
    }
    setError(null);
    setFile(chosen);
  };

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (send.isPending || (text.trim() === '' && !file)) return;
    setError(null);
    if (file) setPercent(0);
    send.mutate(
      { text: text.trim(), file },
      {
        onSuccess: () => {
          setText('');
          setFile(null);
        },
        onError: (failure) => {
          const fields = isApiError(failure) ? failure.fieldErrors : undefined;
          setError(fields?.attachment?.[0] ?? fields?.body?.[0] ?? (isApiError(failure) ? failure.message : null));
        },
      },
    );
  };

  return (
    <form className={styles.composer} onSubmit={submit} data-testid="chat-composer">
      {file ? (
        <span style={{ display: 'flex', gap: 4, alignItems: 'center', minWidth: 0 }}>
          <DocumentRegular aria-hidden />
          <Caption1 style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
            {file.name}
          </Caption1>
          <Button
            appearance="subtle"
            size="small"
            icon={<DismissRegular />}
            aria-label={t('chat.removeAttachment')}
            onClick={() => setFile(null)}
          />
        </span>
      ) : null}
      <UploadProgress percent={percent} label={t('chat.uploading', { percent: percent ?? 0 })} />
      {error ? (
        <Caption1 role="alert" style={{ color: tokens.colorPaletteRedForeground1 }}>
          {error}
        </Caption1>
      ) : null}
      <div className={styles.row}>
        <input
          ref={input}
          type="file"
          hidden
          accept={CHAT_ATTACHMENT_TYPES.join(',')}
          data-testid="chat-file"
          onChange={(event) => choose(event.target.files?.[0] ?? null)}
        />
        <Button
          appearance="subtle"
          icon={<AttachRegular />}
          aria-label={t('chat.attach')}
          disabled={send.isPending}
          onClick={() => input.current?.click()}
        />
        <Textarea
          className={styles.input}
          resize="none"
          rows={1}
          value={text}
          placeholder={t('chat.placeholder')}
          aria-label={t('chat.placeholder')}
          onChange={(_event, data) => setText(data.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey) {
              event.preventDefault();
              submit();
            }
          }}
        />
        <Button
          type="submit"
          appearance="primary"
          icon={<SendRegular />}
          aria-label={t('chat.send')}
          disabled={send.isPending || (text.trim() === '' && !file)}
        />
      </div>
    </form>
  );
}
