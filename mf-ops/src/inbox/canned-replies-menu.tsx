import {
  Button,
  Menu,
  MenuDivider,
  MenuGroup,
  MenuGroupHeader,
  MenuItem,
  MenuItemRadio,
  MenuList,
  MenuPopover,
  MenuTrigger,
} from '@fluentui/react-components';
import { TextBulletListRegular } from '@fluentui/react-icons';
import { LANGUAGES, type Language, useCurrentLanguage } from '@portal/shared';
import { useState } from 'react';
import { useOpsTranslation } from '../i18n/use-ops-translation';
import { CANNED_REPLIES } from './canned-replies';

const LANGUAGE_NAMES: Record<Language, string> = { ar: 'العربية', en: 'English', fr: 'Français' };

/**
 * The canned replies beside the reply box (the shared chat composer's tools slot): picked in the language of the
 * reply, which may differ from the console's, and inserted where the agent completes them.
 */
export function CannedRepliesMenu({ insert }: { insert: (text: string) => void }) {
  const { t } = useOpsTranslation();
  const uiLanguage = useCurrentLanguage();
  const [replyLanguage, setReplyLanguage] = useState<Language>(uiLanguage);
  return (
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
  );
}
