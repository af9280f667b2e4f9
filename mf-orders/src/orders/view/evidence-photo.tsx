import { makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { ImageOffRegular } from '@fluentui/react-icons';
import type { OrderEvidencePhoto } from '@portal/shared/contract';
import { useRef, useState } from 'react';

import { useOrdersTranslation } from '../../i18n/use-orders-translation';
import { EvidenceLightbox } from './evidence-lightbox';
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

/** One thumbnail; a click opens the full photo over the page (issue 28.7), fetched with the session. */
export function EvidencePhoto({ photo, alt }: { photo: OrderEvidencePhoto; alt: string }) {
  const { t } = useOrdersTranslation();

  const styles = useStyles();
  const image = useEvidencePhoto(photo.url);
  const [open, setOpen] = useState(false);
  const thumbnail = useRef<HTMLButtonElement>(null);
  // The viewer opens here, not through a DialogTrigger: the keyboard goes back to the thumbnail by hand.
  const close = () => {
    setOpen(false);
    requestAnimationFrame(() => thumbnail.current?.focus());
  };
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
    <>
      <button
        ref={thumbnail}
        type="button"
        className={styles.frame}
        title={t('onDemand.photo.enlarge', { photo: alt })}
        aria-label={t('onDemand.photo.enlarge', { photo: alt })}
        aria-haspopup="dialog"
        disabled={!image.data}
        onClick={() => setOpen(true)}
      >
        {image.data ? <img className={styles.image} src={image.data} alt={alt} /> : <Spinner size="tiny" />}
      </button>
      {open && image.data ? <EvidenceLightbox src={image.data} url={photo.url} alt={alt} onClose={close} /> : null}
    </>
  );
}
