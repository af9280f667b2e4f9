import {
  Button,
  Dialog,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Input,
  makeStyles,
  mergeClasses,
  Text,
  tokens,
} from '@fluentui/react-components';
import { SearchRegular } from '@fluentui/react-icons';
import { useNavigate } from '@portal/shared/router';
import { useEffect, useMemo, useState } from 'react';
import { useShellTranslation } from '../i18n/use-shell-translation';
import type { ModuleEntry } from '../modules/module-manifest';
import { searchMatches } from './search-match';
import { TOUCH_QUERY, useMediaQuery } from './use-media-query';
import { useOpenablePages } from './use-openable-pages';

const useStyles = makeStyles({
  list: {
    listStyle: 'none',
    margin: '8px 0 0',
    padding: 0,
    display: 'grid',
    gap: '2px',
    maxHeight: '50vh',
    overflowY: 'auto',
  },
  option: {
    width: '100%',
    justifyContent: 'flex-start',
    display: 'flex',
    gap: '8px',
    padding: '8px',
    borderRadius: tokens.borderRadiusMedium,
  },
  active: { background: tokens.colorNeutralBackground1Selected },
  group: { color: tokens.colorNeutralForeground3, marginLeft: 'auto' },
  shortcut: { marginLeft: '8px', color: tokens.colorNeutralForeground3 },
});

/**
 * Finds the pages this user may open (spec §2 navbar search); Ctrl/⌘ K opens it from anywhere.
 * `compact` (narrow screens): an icon button named by its label. The "Ctrl K" hint shows only with a keyboard.
 */
export function PageSearch({ modules, compact }: { modules: ModuleEntry[]; compact: boolean }) {
  const styles = useStyles();
  const { t } = useShellTranslation();
  const navigate = useNavigate();
  const pages = useOpenablePages(modules);
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const touch = useMediaQuery(TOUCH_QUERY);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setOpen(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const matches = useMemo(() => {
    // Arabic singular and plural forms find each other (search-match.ts).
    return text.trim() ? pages.filter((p) => searchMatches(`${p.label} ${p.group}`, text)) : pages;
  }, [pages, text]);

  const go = (to: string) => {
    setOpen(false);
    setText('');
    navigate(to);
  };

  return (
    <>
      {compact ? (
        <Button
          appearance="subtle"
          icon={<SearchRegular />}
          aria-label={t('navbar.search')}
          aria-keyshortcuts="Control+K"
          onClick={() => setOpen(true)}
        />
      ) : (
        <Button
          appearance="subtle"
          icon={<SearchRegular />}
          aria-keyshortcuts="Control+K"
          onClick={() => setOpen(true)}
        >
          {t('navbar.search')}
          {touch ? null : (
            <Text size={200} className={styles.shortcut}>
              {t('navbar.searchShortcut')}
            </Text>
          )}
        </Button>
      )}
      <Dialog open={open} onOpenChange={(_e, data) => setOpen(data.open)}>
        <DialogSurface>
          <DialogBody>
            <DialogTitle>{t('navbar.search')}</DialogTitle>
            <DialogContent>
              <Input
                autoFocus
                style={{ width: '100%' }}
                placeholder={t('navbar.searchPlaceholder')}
                aria-label={t('navbar.search')}
                value={text}
                onChange={(_e, data) => {
                  setText(data.value);
                  setActive(0);
                }}
                onKeyDown={(event) => {
                  if (event.key === 'ArrowDown') setActive((i) => Math.min(i + 1, matches.length - 1));
                  if (event.key === 'ArrowUp') setActive((i) => Math.max(i - 1, 0));
                  if (event.key === 'Enter' && matches[active]) go(matches[active].to);
                }}
              />
              {matches.length === 0 ? <Text block>{t('navbar.searchEmpty')}</Text> : null}
              <ul className={styles.list} aria-label={t('navbar.search')}>
                {matches.map((page, index) => (
                  <li key={page.to}>
                    <Button
                      appearance="subtle"
                      className={mergeClasses(styles.option, index === active && styles.active)}
                      onClick={() => go(page.to)}
                    >
                      <span>{page.label}</span>
                      <span className={styles.group}>{page.group}</span>
                    </Button>
                  </li>
                ))}
              </ul>
            </DialogContent>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </>
  );
}
