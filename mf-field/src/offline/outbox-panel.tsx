import { Button, MessageBar, MessageBarBody, makeStyles, Text, tokens } from '@fluentui/react-components';
import { CloudOffRegular } from '@fluentui/react-icons';
import { useCurrentLanguage } from '@portal/shared';
import { orderLabel } from '@portal/shared/contract';
import { useSyncExternalStore } from 'react';
import { useFieldTranslation } from '../i18n/use-field-translation';
import { fieldOutbox, useOutboxState } from './field-outbox';
import type { OutboxEntry } from './outbox-entry';

const useStyles = makeStyles({
  panel: {
    display: 'grid',
    gap: '8px',
    maxWidth: '640px',
    width: '100%',
    marginInline: 'auto',
    marginBottom: '12px',
    padding: '12px',
    borderRadius: tokens.borderRadiusLarge,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground2,
    boxSizing: 'border-box',
  },
  title: { display: 'flex', alignItems: 'center', gap: '8px' },
  list: { display: 'grid', gap: '6px', margin: 0, padding: 0, listStyle: 'none' },
  item: { display: 'grid', gap: '2px', overflowWrap: 'anywhere' },
  refused: { display: 'grid', gap: '6px' },
  buttons: { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '8px' },
});

const subscribeOnline = (change: () => void) => {
  window.addEventListener('online', change);
  window.addEventListener('offline', change);
  return () => {
    window.removeEventListener('online', change);
    window.removeEventListener('offline', change);
  };
};
const useOnline = () => useSyncExternalStore(subscribeOnline, () => navigator.onLine);

/** What waits on the phone to be sent (count and items), what is being sent, and what the API refused. */
export function OutboxPanel() {
  const styles = useStyles();
  const { t } = useFieldTranslation();
  const online = useOnline();
  const { entries, sending } = useOutboxState();
  if (online && entries.length === 0) return null;
  return (
    <section className={styles.panel} aria-labelledby="field-outbox" data-testid="outbox" data-count={entries.length}>
      <div className={styles.title}>
        {online ? null : <CloudOffRegular aria-hidden fontSize={20} />}
        <Text id="field-outbox" weight="semibold">
          {entries.length > 0 ? t('offline.waiting', { count: entries.length }) : t('offline.offline')}
        </Text>
      </div>
      {online ? null : <Text size={200}>{t('offline.kept')}</Text>}
      <ul className={styles.list}>
        {entries.map((entry) => (
          <li key={entry.seq} className={styles.item} data-testid="outbox-item" data-kind={entry.kind}>
            <Text>
              {entry.reference} · <ActionName entry={entry} />
            </Text>
            {entry.refusal ? (
              <Refused entry={entry} />
            ) : (
              <Text size={200}>
                {sending?.seq === entry.seq
                  ? t('offline.sending', { percent: sending.percent ?? 0 })
                  : t('offline.waitingOne')}
              </Text>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function ActionName({ entry }: { entry: OutboxEntry }) {
  const { t } = useFieldTranslation();
  const language = useCurrentLanguage();
  switch (entry.kind) {
    case 'step':
      // The machine's name of the step (contract order labels), as the order's history names it.
      return <>{orderLabel(language, 'operation', entry.operation)}</>;
    case 'checklist':
      return <>{t('offline.checklist')}</>;
    case 'cash':
      return <>{t('offline.cash')}</>;
    case 'proposal':
      return <>{t('offline.proposal')}</>;
    case 'photo':
      return <>{t('offline.photo', { stage: t(entry.stage === 'before' ? 'photos.before' : 'photos.after') })}</>;
  }
}

/** The API said no: the queue stops here; the technician sends it again or gives it up (the rest then goes). */
function Refused({ entry }: { entry: OutboxEntry }) {
  const styles = useStyles();
  const { t } = useFieldTranslation();
  return (
    <div className={styles.refused}>
      <MessageBar intent="error">
        <MessageBarBody>
          {t('offline.refused')} {entry.refusal}
        </MessageBarBody>
      </MessageBar>
      <div className={styles.buttons}>
        <Button size="large" onClick={() => void fieldOutbox.retry(entry.seq)}>
          {t('offline.retry')}
        </Button>
        <Button size="large" onClick={() => void fieldOutbox.discard(entry.seq)}>
          {t('offline.discard')}
        </Button>
      </div>
    </div>
  );
}
