import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { http } from '@portal/shared';
import type { OrderEvidencePhoto } from '@portal/shared/contract';
import { useEffect, useState } from 'react';
import { useFieldTranslation } from '../i18n/use-field-translation';

const useStyles = makeStyles({
  section: { display: 'grid', gap: '6px' },
  thumbs: { display: 'flex', gap: '6px', flexWrap: 'wrap' },
  thumb: {
    width: '64px',
    height: '64px',
    objectFit: 'cover',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
  },
});

/**
 * The photos already on the server (reopening a visit, another phone): each read through the provider's own photo
 * route with the session (no plain <img src>: the route needs the Authorization header), shown small.
 */
export function SavedPhotos({ photos }: { photos: readonly OrderEvidencePhoto[] }) {
  const styles = useStyles();
  const { t } = useFieldTranslation();
  if (photos.length === 0) return null;
  return (
    <section className={styles.section} aria-label={t('savedPhotos.title')} data-testid="saved-photos">
      <Text weight="semibold">{t('savedPhotos.title')}</Text>
      <div className={styles.thumbs}>
        {photos.map((photo) => (
          <SavedPhoto
            key={photo.id}
            photo={photo}
            alt={t(photo.stage === 'before' ? 'photos.before' : 'photos.after')}
          />
        ))}
      </div>
    </section>
  );
}

function SavedPhoto({ photo, alt }: { photo: OrderEvidencePhoto; alt: string }) {
  const styles = useStyles();
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let url: string | null = null;
    let live = true;
    http
      .get<Blob>(photo.url.replace(/^\/api\/v1/, ''), { responseType: 'blob', silent: true })
      .then((response) => {
        if (!live) return;
        url = URL.createObjectURL(response.data);
        setSrc(url);
      })
      .catch(() => undefined);
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [photo.url]);
  return src ? (
    <img className={styles.thumb} src={src} alt={alt} data-testid="saved-photo" />
  ) : (
    <div className={styles.thumb} role="img" aria-label={alt} />
  );
}
