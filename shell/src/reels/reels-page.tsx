import { MessageBar, MessageBarBody, makeStyles, Spinner, Text } from '@fluentui/react-components';
import { PageHeader } from '@portal/shared';
import { useQuery } from '@tanstack/react-query';
import { useShellTranslation } from '../i18n/use-shell-translation';
import { ReelCard } from './reel-card';
import { reelFeedQuery } from './reels-queries';

const useStyles = makeStyles({
  // One column of story-shaped cards on a phone, as many 280 px columns as fit on a desktop.
  feed: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: '16px',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 280px), 1fr))',
    alignItems: 'start',
  },
});

/** /b2b/reals (read b2b_reals): the platform's published reels, newest first (ADR 0067). */
export function ReelsPage() {
  const styles = useStyles();
  const { t } = useShellTranslation();
  const feed = useQuery(reelFeedQuery());
  return (
    <section data-testid="reels-page">
      <PageHeader title={t('pages.reals')} subtitle={t('reels.subtitle')} />
      {feed.isError ? (
        <MessageBar intent="error">
          <MessageBarBody>{t('reels.loadFailed')}</MessageBarBody>
        </MessageBar>
      ) : !feed.data ? (
        <Spinner />
      ) : feed.data.length === 0 ? (
        <Text>{t('reels.empty')}</Text>
      ) : (
        <ul className={styles.feed}>
          {feed.data.map((reel) => (
            <li key={reel.id}>
              <ReelCard reel={reel} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
