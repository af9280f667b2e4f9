import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { OpenRegular } from '@fluentui/react-icons';
import { DialogFrame, openFile } from '@portal/shared';
import { useOrdersTranslation } from '../../i18n/use-orders-translation';

const useStyles = makeStyles({
  surface: { width: 'min(1200px, calc(100vw - 16px))', maxWidth: 'none', boxSizing: 'border-box', padding: '16px' },
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

/** An evidence photo full size over the order page, named by its alt text: Escape or Close closes it. */
export function EvidenceLightbox({ src, url, alt, onClose }: Props) {
  const { t } = useOrdersTranslation();
  const styles = useStyles();
  return (
    <DialogFrame
      title={alt}
      testId="evidence-lightbox"
      surfaceClassName={styles.surface}
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        onClose();
      }}
      actions={
        <>
          <Button icon={<OpenRegular />} onClick={() => void openFile(url).catch(() => undefined)}>
            {t('onDemand.photo.openOriginal')}
          </Button>
          <Button appearance="primary" type="submit">
            {t('onDemand.photo.close')}
          </Button>
        </>
      }
    >
      <img className={styles.image} src={src} alt={alt} />
    </DialogFrame>
  );
}
