import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { DismissRegular, OpenRegular } from '@fluentui/react-icons';
import { openFile } from '@portal/shared';
import { useOrdersTranslation } from '../../i18n/use-orders-translation';

const useStyles = makeStyles({
  surface: { width: 'min(1200px, calc(100vw - 16px))', maxWidth: 'none', boxSizing: 'border-box', padding: '16px' },
  content: { display: 'grid', placeItems: 'center', overflow: 'hidden' },
  // The whole photo, never cropped: as large as the window allows (a small photo is enlarged to fit too).
  image: {
    display: 'block',
    width: '100%',
    height: 'auto',
    maxHeight: 'calc(100dvh - 180px)',
    objectFit: 'contain',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
  },
});

type Props = { src: string; url: string; alt: string; onClose: () => void };

/** An evidence photo full size over the order page: Escape, the close button or a click outside closes it. */
export function EvidenceLightbox({ src, url, alt, onClose }: Props) {
  const { t } = useOrdersTranslation();
  const styles = useStyles();
  return (
    <Dialog open onOpenChange={(_e, data) => (data.open ? undefined : onClose())}>
      <DialogSurface className={styles.surface} data-testid="evidence-lightbox">
        <DialogBody>
          <DialogTitle
            action={
              <Button
                appearance="subtle"
                aria-label={t('onDemand.photo.close')}
                icon={<DismissRegular />}
                onClick={onClose}
              />
            }
          >
            {alt}
          </DialogTitle>
          <DialogContent className={styles.content}>
            <img className={styles.image} src={src} alt={alt} />
          </DialogContent>
          <DialogActions>
            <Button icon={<OpenRegular />} onClick={() => void openFile(url).catch(() => undefined)}>
              {t('onDemand.photo.openOriginal')}
            </Button>
            <Button appearance="primary" onClick={onClose}>
              {t('onDemand.photo.close')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
