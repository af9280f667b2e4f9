import { Button, makeStyles, ProgressBar, Text, tokens } from '@fluentui/react-components';
import { CameraRegular } from '@fluentui/react-icons';
import { notify } from '@portal/shared';
import type { EvidenceStage, OrderEvidencePhoto } from '@portal/shared/contract';
import { useRef, useState } from 'react';
import { useFieldTranslation } from '../i18n/use-field-translation';
import { useUploadPhoto } from '../visits/visit-queries';
import { resizePhoto } from './resize-photo';

const useStyles = makeStyles({
  section: { display: 'grid', gap: '10px' },
  stages: { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '10px' },
  stage: { display: 'grid', gap: '6px', alignContent: 'start' },
  hidden: { position: 'absolute', width: '1px', height: '1px', opacity: 0, overflow: 'hidden' },
  thumbs: { display: 'flex', gap: '6px', flexWrap: 'wrap' },
  thumb: { width: '64px', height: '64px', objectFit: 'cover', borderRadius: tokens.borderRadiusMedium },
  failed: { color: tokens.colorPaletteRedForeground1 },
});

type Shot = {
  key: number;
  stage: EvidenceStage;
  photo: Blob;
  preview: string;
  state: 'sending' | 'failed' | 'sent';
  percent: number | null;
};

/**
 * Before/after photos with the phone's back camera (`capture=environment`), resized on the phone, then sent with
 * progress; a failed send keeps the photo on screen with a retry (nothing is lost when the network drops).
 */
export function PhotoCapture({ orderId, photos }: { orderId: string; photos: readonly OrderEvidencePhoto[] }) {
  const styles = useStyles();
  const { t } = useFieldTranslation();
  const upload = useUploadPhoto(orderId);
  const [shots, setShots] = useState<Shot[]>([]);
  const counter = useRef(0);
  const update = (key: number, change: Partial<Shot>) =>
    setShots((all) => all.map((shot) => (shot.key === key ? { ...shot, ...change } : shot)));

  const send = (shot: Shot) => {
    update(shot.key, { state: 'sending', percent: 0 });
    upload.mutate(
      { stage: shot.stage, photo: shot.photo, onProgress: (percent) => update(shot.key, { percent }) },
      {
        onSuccess: () => update(shot.key, { state: 'sent', percent: 100 }),
        onError: () => update(shot.key, { state: 'failed' }),
      },
    );
  };

  const take = async (stage: EvidenceStage, file: File | undefined) => {
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      notify.error(t('photos.notImage'));
      return;
    }
    const photo = await resizePhoto(file).catch(() => file);
    const shot: Shot = {
      key: ++counter.current,
      stage,
      photo,
      preview: URL.createObjectURL(photo),
      state: 'sending',
      percent: 0,
    };
    setShots((all) => [...all, shot]);
    send(shot);
  };

  return (
    <section className={styles.section} aria-labelledby="field-photos">
      <h2 id="field-photos">{t('photos.title')}</h2>
      <div className={styles.stages}>
        {(['before', 'after'] as const).map((stage) => (
          <StageColumn
            key={stage}
            stage={stage}
            onFile={(file) => void take(stage, file)}
            saved={photos.filter((photo) => photo.stage === stage).length}
            shots={shots.filter((shot) => shot.stage === stage)}
            onRetry={send}
          />
        ))}
      </div>
    </section>
  );
}

function StageColumn(props: {
  stage: EvidenceStage;
  saved: number;
  shots: Shot[];
  onFile: (file: File | undefined) => void;
  onRetry: (shot: Shot) => void;
}) {
  const styles = useStyles();
  const { t } = useFieldTranslation();
  const input = useRef<HTMLInputElement>(null);
  const label = t(props.stage === 'before' ? 'photos.before' : 'photos.after');
  return (
    <div className={styles.stage} data-testid={`photos-${props.stage}`}>
      <Button size="large" icon={<CameraRegular />} onClick={() => input.current?.click()}>
        {t('photos.take', { stage: label })}
      </Button>
      <input
        ref={input}
        className={styles.hidden}
        type="file"
        accept="image/*"
        capture="environment"
        aria-label={t('photos.take', { stage: label })}
        tabIndex={-1}
        onChange={(event) => {
          props.onFile(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      <Text size={200} data-testid={`photos-${props.stage}-count`}>
        {t('photos.count', { count: props.saved })}
      </Text>
      <div className={styles.thumbs}>
        {props.shots.map((shot) => (
          <div key={shot.key}>
            <img className={styles.thumb} src={shot.preview} alt={label} />
            {shot.state === 'sending' ? (
              <>
                <ProgressBar value={(shot.percent ?? 0) / 100} />
                <Text size={100}>{t('photos.uploading', { percent: shot.percent ?? 0 })}</Text>
              </>
            ) : null}
            {shot.state === 'failed' ? (
              <>
                <Text size={100} className={styles.failed} role="alert">
                  {t('photos.failed')}
                </Text>
                <Button size="small" onClick={() => props.onRetry(shot)}>
                  {t('photos.retry')}
                </Button>
              </>
            ) : null}
          </div>
        ))}
      </div>
    </div>
  );
}
