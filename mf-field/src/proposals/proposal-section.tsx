import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { EditRegular } from '@fluentui/react-icons';
import type { ProviderVisitDetails } from '@portal/shared/contract';
import { useState } from 'react';
import { useFieldTranslation } from '../i18n/use-field-translation';
import { useVisit } from '../visits/visit-queries';
import { ProposalForm } from './proposal-form';
import { ProposalList } from './proposal-list';
import { PROPOSE_STATUSES, waitingProposal } from './proposal-queries';

const useStyles = makeStyles({
  section: { display: 'grid', gap: '10px' },
  waiting: { color: tokens.colorPaletteDarkOrangeForeground1, fontWeight: tokens.fontWeightSemibold },
});

/** The company's answer reaches the phone by re-reading the visit while one is waiting (no provider stream). */
const ANSWER_POLL_MS = 10_000;

/**
 * Changes to the job found on site (issue 30.3): propose them (before the work starts), see each proposal's answer.
 * While one waits, the visit is re-read every few seconds, so "approved" or "rejected" shows without a reload.
 */
export function ProposalSection({ visit }: { visit: ProviderVisitDetails }) {
  const styles = useStyles();
  const { t } = useFieldTranslation();
  const [open, setOpen] = useState(false);
  const waiting = waitingProposal(visit);
  useVisit(visit.id, waiting ? ANSWER_POLL_MS : false);
  const mayPropose = PROPOSE_STATUSES.includes(visit.status) && !waiting;
  if (!mayPropose && visit.proposals.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="field-proposals" data-testid="proposal-section">
      <h2 id="field-proposals">{t('proposals.title')}</h2>
      <ProposalList proposals={visit.proposals} />
      {waiting ? (
        <Text className={styles.waiting} role="status">
          {t('proposals.waiting')}
        </Text>
      ) : null}
      {mayPropose && !open ? (
        <Button size="large" icon={<EditRegular />} onClick={() => setOpen(true)}>
          {t('proposals.open')}
        </Button>
      ) : null}
      {mayPropose && open ? <ProposalForm visit={visit} onDone={() => setOpen(false)} /> : null}
    </section>
  );
}
