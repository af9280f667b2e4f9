import { makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { ImageOffRegular } from '@fluentui/react-icons';
import { openFile } from '@portal/shared';
import type { OrderEvidencePhoto } from '@portal/shared/contract';
import { useOrdersTranslation } from '../../i18n/use-orders-translation';
import { useEvidencePhoto } from './evidence-queries';

const useStyles = makeStyles({
  frame: {
    display: 'grid',
    placeItems: 'center',
    aspectRatio: '3 / 2',
    width: '100%',
    padding: 0,
    overflow: 'hidden',
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground3,
    cursor: 'zoom-in',
  },
  image: { width: '100%', height: '100%', objectFit: 'cover', display: 'block' },
  muted: { color: tokens.colorNeutralForeground3, display: 'grid', justifyItems: 'center', gap: '4px' },
});

/** One thumbnail; a click opens the full photo in a new tab (fetched with the session too). */
export function EvidencePhoto({ photo, alt }: { photo: OrderEvidencePhoto; alt: string }) {
  const { t } = useOrdersTranslation();
  const styles = useStyles();
  const image = useEvidencePhoto(photo.url);
  if (image.isError) {
    return (
      <div className={styles.frame} data-testid="evidence-photo-failed">
        <span className={styles.muted}>
          <ImageOffRegular fontSize={24} />
          <Text size={200}>{t('order.evidence.photoFailed')}</Text>
        </span>
      </div>
    );
  }
  return (
    <button
      type="button"
      className={styles.frame}
      title={alt}
      aria-label={alt}
      onClick={() => void openFile(photo.url).catch(() => undefined)}
    >
      {image.data ? <img className={styles.image} src={image.data} alt={alt} /> : <Spinner size="tiny" />}
    </button>
  );
}
