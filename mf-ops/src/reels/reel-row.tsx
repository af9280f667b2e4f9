import { Badge, Button, Caption1, makeStyles, Text, tokens } from '@fluentui/react-components';
import { formatDateTime, isApiError, useCurrentLanguage } from '@portal/shared';
import type { OpsReel } from '@portal/shared/contract';
import { type ChangeEvent, useRef, useState } from 'react';
import { useOpsTranslation } from '../i18n/use-ops-translation';
import { attachVideo, setPublished } from './reels-queries';

const useStyles = makeStyles({
  row: {
    display: 'grid',
    gap: '8px',
    padding: '12px 0',
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    gridTemplateColumns: 'minmax(0, 1fr) auto',
    alignItems: 'center',
    '@media (max-width: 599px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  facts: { display: 'flex', flexWrap: 'wrap', gap: '8px', alignItems: 'center' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: '8px' },
  error: { color: tokens.colorPaletteRedForeground1 },
});

/** One reel of the console: its title, state, views, and (for who may publish) publish/unpublish and its video. */
export function ReelRow({ reel, editable }: { reel: OpsReel; editable: boolean }) {
  const styles = useStyles();
  const { t } = useOpsTranslation();
  const language = useCurrentLanguage();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const videoInput = useRef<HTMLInputElement>(null);
  const run = async (work: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (failure) {
      if (isApiError(failure)) setError(Object.values(failure.fieldErrors)[0]?.[0] ?? failure.message);
    } finally {
      setBusy(false);
    }
  };
  const onVideo = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) void run(() => attachVideo(reel.id, file));
  };
  return (
    <li className={styles.row} data-testid="ops-reel" data-reel={reel.id}>
      <div>
        <Text weight="semibold">{reel.title[language]}</Text>
        <div className={styles.facts}>
          <Badge appearance="tint" color={reel.published ? 'success' : 'informative'}>
            {reel.published ? t('reels.published') : t('reels.draft')}
          </Badge>
          {reel.has_video ? <Badge appearance="outline">{t('reels.hasVideo')}</Badge> : null}
          <Caption1 data-testid="ops-reel-views">{t('reels.views', { count: reel.views })}</Caption1>
          <Caption1>{formatDateTime(reel.published_at ?? reel.created_at, language)}</Caption1>
        </div>
        {error ? <Caption1 className={styles.error}>{error}</Caption1> : null}
      </div>
      {editable ? (
        <div className={styles.actions}>
          <Button disabled={busy} onClick={() => void run(() => setPublished(reel.id, !reel.published))}>
            {reel.published ? t('reels.unpublish') : t('reels.publish')}
          </Button>
          <Button disabled={busy} appearance="subtle" onClick={() => videoInput.current?.click()}>
            {reel.has_video ? t('reels.replaceVideo') : t('reels.addVideo')}
          </Button>
          <input ref={videoInput} type="file" accept="video/mp4,video/webm" hidden onChange={onVideo} />
        </div>
      ) : null}
    </li>
  );
}
