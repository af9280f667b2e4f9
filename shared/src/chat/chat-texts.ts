import { useTranslation } from 'react-i18next';

/** The words of a chat's blocks: the company chat's (common chat.*) unless a side brings its own (the ops inbox). */
export interface ChatTexts {
  messages: string;
  loadFailed: string;
  empty: string;
  read: string;
  sent: string;
  placeholder: string;
  attach: string;
  removeAttachment: string;
  send: string;
  uploading: (percent: number) => string;
  tooLarge: string;
  wrongType: string;
}

export function useChatTexts(own: Partial<ChatTexts> = {}): ChatTexts {
  const { t } = useTranslation('common');
  return {
    messages: t('chat.messages'),
    loadFailed: t('chat.loadFailed'),
    empty: t('chat.empty'),
    read: t('chat.read'),
    sent: t('chat.sent'),
    placeholder: t('chat.placeholder'),
    attach: t('chat.attach'),
    removeAttachment: t('chat.removeAttachment'),
    send: t('chat.send'),
    uploading: (percent) => t('chat.uploading', { percent }),
    tooLarge: t('chat.tooLarge'),
    wrongType: t('chat.wrongType'),
    ...own,
  };
}
