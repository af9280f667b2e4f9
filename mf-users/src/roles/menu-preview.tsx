import { createMongoAbility } from '@casl/ability';
import { Caption1, makeStyles, Text, tokens } from '@fluentui/react-components';
import { buildMenu, type MenuRule, pageForAccount, useMenuEntries } from '@portal/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useUsersTranslation } from '../i18n/use-users-translation';
import { LivePreview } from './live-preview';

const useStyles = makeStyles({
  root: {
    display: 'grid',
    gap: '8px',
    alignContent: 'start',
    padding: '12px',
    background: tokens.colorNeutralBackground3,
    borderRadius: tokens.borderRadiusMedium,
  },
  list: { margin: 0, paddingInlineStart: '16px', display: 'grid', gap: '2px' },
  group: { marginTop: '4px' },
});

/**
 * The menu a role will see (issue 14.3): the shell's menu entries filtered by an ability made of the ticked
 * permissions, with the same `buildMenu` the shell's navigation uses, so the preview cannot disagree with it; and
 * what it will see update live (issue 28.5).
 */
export function MenuPreview({ permissions }: { permissions: Set<string> }) {
  const styles = useStyles();
  const { t } = useUsersTranslation();
  const { t: menuT } = useTranslation(); // menu labels are keys of the shell's and the modules' namespaces
  const entries = useMenuEntries();
  const can = useMemo(() => {
    const ability = createMongoAbility<[string, string]>(
      [...permissions].map((k) => {
        const [action = '', subject = ''] = k.split('|');
        return { action, subject };
      }),
    );
    // A company role: the console's pages never, the company's account pages by their rule (ADR 0071).
    return (rule: MenuRule) => pageForAccount(rule, true) && ability.can(rule.action, rule.subject);
  }, [permissions]);
  const groups = useMemo(() => buildMenu(entries, can), [entries, can]);

  return (
    <aside className={styles.root} aria-label={t('roleEditor.preview')} data-testid="menu-preview">
      <Text weight="semibold">{t('roleEditor.preview')}</Text>
      {groups.length === 0 ? <Caption1>{t('roleEditor.previewEmpty')}</Caption1> : null}
      {groups.map((group) => (
        <div key={group.key} className={styles.group}>
          <Caption1>{menuT(group.labelKey)}</Caption1>
          <ul className={styles.list}>
            {group.items.map((item) => (
              <li key={item.to}>{menuT(item.labelKey)}</li>
            ))}
          </ul>
        </div>
      ))}
      <LivePreview can={can} />
    </aside>
  );
}
