import { Caption1, Card, makeStyles, Text, tokens } from '@fluentui/react-components';
import { formatDate, useCurrentLanguage } from '@portal/shared';
import type { Reel } from '@portal/shared/contract';
import { useEffect, useRef } from 'react';
import { useShellTranslation } from '../i18n/use-shell-translation';
import { recordView } from './reels-queries';
import { useInView } from './use-in-view';
import { useMediaUrl } from './use-media-url';

const useStyles = makeStyles({
  card: { padding: 0, overflow: 'hidden', display: 'grid', gridTemplateRows: 'auto 1fr' },
  media: {
    width: '100%',
    aspectRatio: '9 / 16',
    maxHeight: '70vh',
    objectFit: 'cover',
    display: 'block',
    backgroundColor: tokens.colorNeutralBackground3,
  },
  body: { padding: '12px 16px 16px', display: 'grid', gap: '6px', alignContent: 'start' },
  meta: { display: 'flex', justifyContent: 'space-between', gap: '8px', color: tokens.colorNeutralForeground3 },
});

/**
 * One reel: its poster (downloaded when the card nears the screen), its video (when it has one) behind
 * preload="none" and only given its bytes once the card is in view, its text in the interface language, and the
 * view count. Half of the card on screen counts the caller's view (once; the API counts it once per user anyway).
 */
export function ReelCard({ reel }: { reel: Reel }) {
  const styles = useStyles();
  const { t } = useShellTranslation();
  const language = useCurrentLanguage();
  const ref = useRef<HTMLDivElement>(null);
  const near = useInView(ref, 0, '200px');
  const seen = useInView(ref, 0.5);
  const poster = useMediaUrl(reel.poster_url, near);
  const video = useMediaUrl(reel.video_url, seen);
  useEffect(() => {
    if (seen && !reel.viewed) void recordView(reel.id).catch(() => undefined);
  }, [seen, reel.viewed, reel.id]);
  const title = reel.title[language];
  return (
    <Card ref={ref} className={styles.card} data-testid="reel-card" data-reel={reel.id}>
      {reel.video_url ? (
        // biome-ignore lint/a11y/useMediaCaption: the reels are short clips whose words are the card's text below.
        <video
          className={styles.media}
          controls
          playsInline
          preload="none"
          poster={poster}
          src={video}
          aria-label={title}
        />
      ) : (
        <div
          role="img"
          aria-label={title}
          className={styles.media}
          style={
            poster
              ? { backgroundImage: `url(${poster})`, backgroundSize: 'cover', backgroundPosition: 'center' }
              : undefined
          }
        />
      )}
      <div className={styles.body}>
        <Text weight="semibold" size={400} as="h2">
          {title}
        </Text>
        <Text>{reel.text[language]}</Text>
        <div className={styles.meta}>
          <Caption1>{formatDate(reel.published_at, language)}</Caption1>
          <Caption1 data-testid="reel-views">{t('reels.views', { count: reel.views })}</Caption1>
        </div>
      </div>
    </Card>
  );
}
