import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowUpRegular } from '@fluentui/react-icons';
import { useEffect, useState } from 'react';
import { useShellTranslation } from '../i18n/use-shell-translation';

const useStyles = makeStyles({
  button: { position: 'fixed', bottom: '24px', right: '24px', zIndex: 20, boxShadow: tokens.shadow16 },
});

/** Appears after 200 px of scrolling (spec §2, §9). */
export function ScrollToTop() {
  const styles = useStyles();
  const { t } = useShellTranslation();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > 200);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  if (!visible) return null;
  return (
    <Button
      className={styles.button}
      appearance="primary"
      shape="circular"
      icon={<ArrowUpRegular />}
      aria-label={t('scrollTop')}
      data-testid="scroll-to-top"
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    />
  );
}
