import {
  Button,
  Caption1,
  Menu,
  MenuDivider,
  MenuGroup,
  MenuGroupHeader,
  MenuItem,
  MenuItemRadio,
  MenuList,
  MenuPopover,
  MenuTrigger,
  makeStyles,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import {
  AttachRegular,
  DismissRegular,
  DocumentRegular,
  SendRegular,
  TextBulletListRegular,
} from '@fluentui/react-icons';
import {
  checkAttachment,
  isApiError,
  LANGUAGES,
  type Language,
  UploadProgress,
  useCurrentLanguage,
} from '@portal/shared';
import { CHAT_ATTACHMENT_TYPES } from '@portal/shared/contract';
import { type FormEvent, useRef, useState } from 'react';
import { useOpsTranslation } from '../i18n/use-ops-translation';
import { CANNED_REPLIES } from './canned-replies';
import { type ConversationRef, useSendReply } from './inbox-queries';

const LANGUAGE_NAMES: Record<Language, string> = { ar: 'العربية', en: 'English', fr: 'Français' };

const useStyles = makeStyles({
  composer: {
    display: 'grid',
    gap: '8px',
    padding: '8px',
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  row: { display: 'flex', gap: '4px', alignItems: 'flex-end' },
  input: { flex: 1, minWidth: 0 },
  file: { display: 'flex', gap: '4px', alignItems: 'center', minWidth: 0 },
  fileName: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  error: { color: tokens.colorPaletteRedForeground1 },
});

/**
 * The reply box: text, one file (PDF/PNG/JPEG ≤ 10 MB: the company chat's rules, checked again by the API) and the
 * canned replies, picked in the language of the reply and inserted where the agent completes them.
 */
export function ReplyComposer({ conversation }: { conversation: ConversationRef }) {
  const styles = useStyles();
  const { t } = useOpsTranslation();
  const uiLanguage = useCurrentLanguage();
  const [replyLanguage, setReplyLanguage] = useState<Language>(uiLanguage);
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const send = useSendReply(conversation, setPercent);

  const choose = (chosen: File | null) => {
    if (input.current) input.current.value = '';
    if (!chosen) return;
    const check = checkAttachment(chosen);
    if (check !== 'ok') {
      setError(t(check === 'tooLarge' ? 'inbox.tooLarge' : 'inbox.wrongType'));
      return;
    }
    setError(null);
    setFile(chosen);
  };

  const insert = (canned: string) =>
    setText((current) => (current.trim() ? `${current.trimEnd()}\n${canned}` : canned));

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
    <form className={styles.composer} onSubmit={submit} data-testid="inbox-composer">
      {file ? (
        <span className={styles.file}>
          <DocumentRegular aria-hidden />
          <Caption1 className={styles.fileName}>{file.name}</Caption1>
          <Button
            appearance="subtle"
            size="small"
            icon={<DismissRegular />}
            aria-label={t('inbox.removeAttachment')}
            onClick={() => setFile(null)}
          />
        </span>
      ) : null}
      <UploadProgress percent={percent} label={t('inbox.uploading', { percent: percent ?? 0 })} />
      {error ? (
        <Caption1 role="alert" className={styles.error}>
          {error}
        </Caption1>
      ) : null}
      <div className={styles.row}>
        <input
          ref={input}
          type="file"
          hidden
          accept={CHAT_ATTACHMENT_TYPES.join(',')}
          data-testid="inbox-file"
          onChange={(event) => choose(event.target.files?.[0] ?? null)}
        />
        <Button
          appearance="subtle"
          icon={<AttachRegular />}
          aria-label={t('inbox.attach')}
          title={t('inbox.attach')}
          disabled={send.isPending}
          onClick={() => input.current?.click()}
        />
        <Menu
          checkedValues={{ language: [replyLanguage] }}
          onCheckedValueChange={(_e, data) => {
            const chosen = data.checkedItems[0];
            if ((LANGUAGES as readonly string[]).includes(chosen ?? '')) setReplyLanguage(chosen as Language);
          }}
        >
          <MenuTrigger disableButtonEnhancement>
            <Button
              appearance="subtle"
              icon={<TextBulletListRegular />}
              aria-label={t('inbox.canned')}
              title={t('inbox.canned')}
              data-testid="inbox-canned"
            />
          </MenuTrigger>
          <MenuPopover>
            <MenuList>
              <MenuGroup>
                <MenuGroupHeader>{t('inbox.cannedLanguage')}</MenuGroupHeader>
                {LANGUAGES.map((language) => (
                  <MenuItemRadio key={language} name="language" value={language} persistOnClick>
                    {LANGUAGE_NAMES[language]}
                  </MenuItemRadio>
                ))}
              </MenuGroup>
              <MenuDivider />
              <MenuGroup>
                <MenuGroupHeader>{t('inbox.canned')}</MenuGroupHeader>
                {CANNED_REPLIES.map((reply) => (
                  <MenuItem
                    key={reply.key}
                    onClick={() => insert(reply.text[replyLanguage])}
                    data-testid={`canned-${reply.key}`}
                  >
                    {reply.label[uiLanguage]}
                  </MenuItem>
                ))}
              </MenuGroup>
            </MenuList>
          </MenuPopover>
        </Menu>
        <Textarea
          className={styles.input}
          resize="vertical"
          rows={2}
          value={text}
          placeholder={t('inbox.placeholder')}
          aria-label={t('inbox.placeholder')}
          onChange={(_event, data) => setText(data.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey) {
              event.preventDefault();
              submit();
            }
          }}
          data-testid="inbox-reply"
        />
        <Button
          type="submit"
          appearance="primary"
          icon={<SendRegular />}
          aria-label={t('inbox.send')}
          disabled={send.isPending || (text.trim() === '' && !file)}
          data-testid="inbox-send"
        />
      </div>
    </form>
  );
}
