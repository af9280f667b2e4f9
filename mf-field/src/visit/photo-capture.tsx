import { Button, makeStyles, ProgressBar, Text, tokens } from '@fluentui/react-components';
import { CameraRegular } from '@fluentui/react-icons';
import { notify } from '@portal/shared';
import type { EvidenceStage, OrderEvidencePhoto } from '@portal/shared/contract';
import { useEffect, useRef, useState } from 'react';
import { useFieldTranslation } from '../i18n/use-field-translation';
import { useOutboxState } from '../offline/field-outbox';
import type { OutboxState } from '../offline/outbox';
import type { OutboxEntry } from '../offline/outbox-entry';
import { useUploadPhoto } from '../visits/visit-queries';
import { resizePhoto } from './resize-photo';

const useStyles = makeStyles({
  section: { display: 'grid', gap: '10px' },
  stages: { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '10px' },
  stage: { display: 'grid', gap: '6px', alignContent: 'start' },
  hidden: { position: 'absolute', width: '1px', height: '1px', opacity: 0, overflow: 'hidden' },
  thumbs: { display: 'flex', gap: '6px', flexWrap: 'wrap' },
  thumb: { width: '64px', height: '64px', objectFit: 'cover', borderRadius: tokens.borderRadiusMedium },
});

/**
 * Before/after photos with the phone's back camera (`capture=environment`), resized on the phone, then handed to
 * the outbox (ADR 0052): kept on the phone until sent, with progress; a photo taken offline waits there and goes
 * when the connection returns (nothing is lost when the network drops).
 */
export function PhotoCapture({ orderId, photos }: { orderId: string; photos: readonly OrderEvidencePhoto[] }) {
  const styles = useStyles();
  const { t } = useFieldTranslation();
  const upload = useUploadPhoto(orderId);
  const { entries, sending } = useOutboxState();
  const waiting = entries.filter((entry) => entry.kind === 'photo' && entry.orderId === orderId);

  const take = async (stage: EvidenceStage, file: File | undefined) => {
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      notify.error(t('photos.notImage'));
      return;
    }
    const photo = await resizePhoto(file).catch(() => file);
    upload.mutate(
      { stage, photo },
      { onSuccess: (result) => notify.success(t(result.sent ? 'photos.sent' : 'offline.queued')) },
    );
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
            waiting={waiting.filter((entry) => entry.kind === 'photo' && entry.stage === stage)}
            sending={sending}
          />
        ))}
      </div>
    </section>
  );
}

function StageColumn(props: {
  stage: EvidenceStage;
  saved: number;
  waiting: OutboxEntry[];
  sending: OutboxState['sending'];
  onFile: (file: File | undefined) => void;
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
        {props.waiting.map((entry) => (
          <WaitingPhoto key={entry.seq} entry={entry} label={label} sending={props.sending} />
        ))}
      </div>
    </div>
  );
}

/** A photo still on the phone: its thumbnail, and its progress while it goes (or that it waits). */
function WaitingPhoto({
  entry,
  label,
  sending,
}: {
  entry: OutboxEntry;
  label: string;
  sending: OutboxState['sending'];
}) {
  const styles = useStyles();
  const { t } = useFieldTranslation();
  const photo = entry.kind === 'photo' ? entry.photo : null;
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!photo) return;
    const url = URL.createObjectURL(photo);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [photo]);
  const percent = sending?.seq === entry.seq ? (sending.percent ?? 0) : null;
  return (
    <div data-testid="photo-waiting">
      {preview ? <img className={styles.thumb} src={preview} alt={label} /> : null}
      {percent === null ? (
        <Text size={100}>{t('offline.waitingOne')}</Text>
      ) : (
        <>
          <ProgressBar value={percent / 100} />
          <Text size={100}>{t('photos.uploading', { percent })}</Text>
        </>
      )}
    </div>
  );
}
