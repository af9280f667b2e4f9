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
import { CHAT_ATTACHMENT_TYPES, type ChatMessage } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { isApiError } from '../http/api-error';
import { openFile } from '../http/download-file';
import { formatDateTime } from '../i18n/format';
import { useCurrentLanguage } from '../i18n/localized-name';
import { UploadProgress } from '../money/receipt-picker';
import { checkAttachment } from './chat-queries';
import type { ChatTexts } from './chat-texts';

// The building blocks of a chat, for both sides of a conversation: the company's (ChatThread: the order page's
// messages tab, /apps/chat's support) and the operations team's (the console's support inbox). A fixed-height
// column — the messages scroll inside, the composer stays at the bottom — so it works on a 390 px phone as on a
// desktop. The viewer's own messages sit at the inline end (right in LTR, left in RTL) with their read receipt.

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
  ellipsis: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  empty: { margin: 'auto', color: tokens.colorNeutralForeground3 },
});

/** The chat's frame: an optional header (who the conversation is with), the messages, the composer. */
export function ChatFrame({
  height,
  label,
  testId,
  children,
}: {
  /** The fixed height (CSS); none: the parent's. */
  height?: string;
  label?: string;
  testId: string;
  children: ReactNode;
}) {
  const styles = useStyles();
  return (
    <section className={styles.frame} style={{ height: height ?? '100%' }} aria-label={label} data-testid={testId}>
      {children}
    </section>
  );
}

/** A line under the messages instead of the composer (may read, may not write). */
export function ChatReadOnly({ children }: { children: ReactNode }) {
  return <Caption1 className={useStyles().composer}>{children}</Caption1>;
}

/** Which side the viewer is on: their messages are their own; the names shown when a message has none. */
export interface ChatSide {
  kind: ChatMessage['sender_kind'];
  ownName: string;
  otherName: string;
}

/** The messages, newest at the bottom and in view; loading, error and empty states. */
export function ChatMessages({
  messages,
  failed = false,
  side,
  attachmentPath,
  texts,
}: {
  messages: { data?: ChatMessage[] | undefined; isPending: boolean; isError: boolean; isSuccess: boolean };
  /** Something else the conversation needs failed to load (its header). */
  failed?: boolean;
  side: ChatSide;
  attachmentPath: (messageId: string) => string;
  texts: ChatTexts;
}) {
  const styles = useStyles();
  const list = useRef<HTMLUListElement>(null);
  const items = messages.data ?? [];
  const lastId = items.at(-1)?.id;
  useEffect(() => {
    if (lastId && list.current) list.current.scrollTop = list.current.scrollHeight;
  }, [lastId]);

  return (
    <ul className={styles.list} ref={list} aria-label={texts.messages} aria-live="polite">
      {/* A list holds only items (axe 'list'): the loading, error and empty states are items too. */}
      {messages.isPending ? (
        <li className={styles.empty}>
          <Spinner size="small" />
        </li>
      ) : null}
      {messages.isError || failed ? (
        <li>
          <MessageBar intent="error">
            <MessageBarBody>{texts.loadFailed}</MessageBarBody>
          </MessageBar>
        </li>
      ) : null}
      {messages.isSuccess && items.length === 0 ? (
        <li className={styles.empty}>
          <Text>{texts.empty}</Text>
        </li>
      ) : null}
      {items.map((message) => (
        <Bubble key={message.id} message={message} side={side} attachmentPath={attachmentPath} texts={texts} />
      ))}
    </ul>
  );
}

function Bubble({
  message,
  side,
  attachmentPath,
  texts,
}: {
  message: ChatMessage;
  side: ChatSide;
  attachmentPath: (messageId: string) => string;
  texts: ChatTexts;
}) {
  const styles = useStyles();
  const language = useCurrentLanguage();
  const own = message.sender_kind === side.kind;
  return (
    <li
      className={mergeClasses(styles.bubble, own ? styles.own : styles.other)}
      data-testid="chat-message"
      data-own={own}
    >
      <Caption1Strong>
        <bdi>{message.sender_name || (own ? side.ownName : side.otherName)}</bdi>
      </Caption1Strong>
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
          onClick={() => void openFile(attachmentPath(message.id))}
          data-testid="chat-attachment"
        >
          <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{message.attachment.name}</span>
        </Button>
      ) : null}
      <span className={styles.meta}>
        <Caption1>{formatDateTime(message.created_at, language)}</Caption1>
        {own ? (
          <Caption1 data-testid="chat-receipt" aria-label={message.read_at ? texts.read : texts.sent}>
            <CheckmarkRegular aria-hidden />
            {message.read_at ? <CheckmarkRegular aria-hidden style={{ marginInlineStart: -8 }} /> : null}{' '}
            {message.read_at ? texts.read : texts.sent}
          </Caption1>
        ) : null}
      </span>
    </li>
  );
}

/** What a message sends: its text and at most one file. */
export interface ChatDraft {
  text: string;
  file: File | null;
}

/**
 * The composer: text (Enter sends, Shift+Enter a new line), one file (PDF/PNG/JPEG ≤ 10 MB, checked again by the
 * API) with its upload progress, the API's refusal under the box. `send` is the side's one request; `tools` a slot
 * beside the attach button that may insert text (the ops inbox's canned replies).
 */
export function ChatComposer({
  send,
  texts,
  tools,
  rows = 1,
}: {
  send: (draft: ChatDraft, onProgress: (percent: number | null) => void) => Promise<unknown>;
  texts: ChatTexts;
  tools?: (insert: (text: string) => void) => ReactNode;
  rows?: number;
}) {
  const styles = useStyles();
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const sending = useMutation({
    mutationFn: (draft: ChatDraft) => send(draft, setPercent),
    onSettled: () => setPercent(null),
  });

  const choose = (chosen: File | null) => {
    if (input.current) input.current.value = '';
    if (!chosen) return;
    const check = checkAttachment(chosen);
    if (check !== 'ok') {
      setError(texts[check]);
      return;
    }
    setError(null);
    setFile(chosen);
  };

  const insert = (canned: string) =>
    setText((current) => (current.trim() ? `${current.trimEnd()}\n${canned}` : canned));

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (sending.isPending || (text.trim() === '' && !file)) return;
    setError(null);
    if (file) setPercent(0);
    sending.mutate(
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
          <Caption1 className={styles.ellipsis}>{file.name}</Caption1>
          <Button
            appearance="subtle"
            size="small"
            icon={<DismissRegular />}
            aria-label={texts.removeAttachment}
            onClick={() => setFile(null)}
          />
        </span>
      ) : null}
      <UploadProgress percent={percent} label={texts.uploading(percent ?? 0)} />
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
          aria-label={texts.attach}
          title={texts.attach}
          disabled={sending.isPending}
          onClick={() => input.current?.click()}
        />
        {tools?.(insert)}
        <Textarea
          className={styles.input}
          resize={rows > 1 ? 'vertical' : 'none'}
          rows={rows}
          value={text}
          placeholder={texts.placeholder}
          aria-label={texts.placeholder}
          onChange={(_event, data) => setText(data.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey) {
              event.preventDefault();
              submit();
            }
          }}
          data-testid="chat-input"
        />
        <Button
          type="submit"
          appearance="primary"
          icon={<SendRegular />}
          aria-label={texts.send}
          disabled={sending.isPending || (text.trim() === '' && !file)}
          data-testid="chat-send"
        />
      </div>
    </form>
  );
}
