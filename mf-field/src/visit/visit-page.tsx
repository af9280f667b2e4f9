import { Badge, Button, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { ArrowLeftRegular } from '@fluentui/react-icons';
import { EmptyState, notify, PageHeader, useCurrentLanguage } from '@portal/shared';
import { type OrderTransitionOperation, orderLabel, type ProviderVisitDetails } from '@portal/shared/contract';
import { Link, useParams } from '@portal/shared/router';
import { useFieldTranslation } from '../i18n/use-field-translation';
import { useOutboxState } from '../offline/field-outbox';
import { projectEvidence, projectVisit } from '../offline/project-visit';
import { waitingProposal } from '../proposals/proposal-queries';
import { ProposalSection } from '../proposals/proposal-section';
import { VisitDetails } from '../visits/visit-details';
import { useEvidence, useStep, useVisit } from '../visits/visit-queries';
import { CashSection } from './cash-section';
import { ChecklistSection } from './checklist-section';
import { PhotoCapture } from './photo-capture';
import { SavedPhotos } from './saved-photos';
import { cashDue, completionBlockers, isOnSite, stepsNow } from './visit-steps';

const useStyles = makeStyles({
  page: { display: 'grid', gap: '16px', maxWidth: '640px', marginInline: 'auto', width: '100%', paddingBottom: '96px' },
  back: { display: 'inline-flex', alignItems: 'center', gap: '6px', minHeight: '44px' },
  // The next step sits at the bottom of the screen, under the thumb.
  actions: {
    position: 'sticky',
    bottom: 0,
    display: 'grid',
    gap: '8px',
    padding: '12px',
    marginInline: '-12px',
    backgroundColor: tokens.colorNeutralBackground1,
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
    boxShadow: tokens.shadow8,
  },
  blockers: { margin: 0, paddingInlineStart: '20px' },
});

/** One visit (issue 30.3): where and what, then only the steps the state machine allows now. */
export function VisitPage() {
  const { id = '' } = useParams();
  const { t } = useFieldTranslation();
  const visit = useVisit(id);
  if (visit.isPending) return <Spinner />;
  if (!visit.data) {
    return <EmptyState title={t('visit.notFound')} action={<Link to="/field">{t('visit.back')}</Link>} />;
  }
  return <VisitScreen visit={visit.data} />;
}

function VisitScreen({ visit: saved }: { visit: ProviderVisitDetails }) {
  const styles = useStyles();
  const { t } = useFieldTranslation();
  const language = useCurrentLanguage();
  // As the API will have it once the actions waiting on the phone are sent (ADR 0052).
  const { entries } = useOutboxState();
  const visit = projectVisit(saved, entries);
  const onSite = isOnSite(visit);
  const savedEvidence = useEvidence(visit.id);
  const evidence = { ...savedEvidence, data: projectEvidence(visit.id, savedEvidence.data, entries) };
  const steps = stepsNow(visit);
  return (
    <div className={styles.page} data-testid="visit-page" data-status={visit.status}>
      <Link className={styles.back} to="/field">
        <ArrowLeftRegular aria-hidden /> {t('visit.back')}
      </Link>
      <PageHeader
        title={t('pages.visit', { reference: visit.reference })}
        subtitle={`${visit.branch.name} · ${visit.date} ${visit.time}–${visit.end_time}`}
        actions={
          <Badge size="large" data-testid="visit-status">
            {orderLabel(language, 'status', visit.status)}
          </Badge>
        }
      />
      <VisitDetails visit={visit} full />
      <ProposalSection visit={visit} />
      {onSite && savedEvidence.data ? <PhotoCapture orderId={visit.id} photos={savedEvidence.data.photos} /> : null}
      {savedEvidence.data ? <SavedPhotos photos={savedEvidence.data.photos} /> : null}
      {/* Not keyed by the evidence's fetch time: a photo landing while the technician ticks re-reads the evidence,
          and a remount there threw the ticks not yet saved away. The section drops its drafts once saved. */}
      {onSite && evidence.data ? <ChecklistSection orderId={visit.id} items={evidence.data.checklist} /> : null}
      {onSite && cashDue(visit) ? <CashSection visit={visit} /> : null}
      <section className={styles.actions} aria-label={t('steps.title')}>
        {steps.length === 0 ? <Text>{t('visit.nothingNow')}</Text> : null}
        {steps.map((step) => (
          <StepButton
            key={step}
            visit={visit}
            step={step}
            blockers={step === 'complete' ? completionBlockers(visit, evidence.data) : []}
            waiting={step === 'start_work' && waitingProposal(visit)}
          />
        ))}
      </section>
    </div>
  );
}

function StepButton({
  visit,
  step,
  blockers,
  waiting,
}: {
  visit: ProviderVisitDetails;
  step: OrderTransitionOperation;
  blockers: ReturnType<typeof completionBlockers>;
  /** start_work waits for the company's answer to a proposal (the API's guard no_pending_proposals). */
  waiting: boolean;
}) {
  const styles = useStyles();
  const { t } = useFieldTranslation();
  const run = useStep(visit.id);
  const labels: Partial<Record<OrderTransitionOperation, string>> = {
    depart: t('steps.depart'),
    arrive: t('steps.arrive'),
    start_inspection: t('steps.start_inspection'),
    end_inspection: t('steps.end_inspection'),
    start_work: t('steps.start_work'),
    complete: t('steps.complete'),
  };
  const needs = {
    needPhoto: t('complete.needPhoto'),
    needChecklist: t('complete.needChecklist'),
    needCash: t('complete.needCash'),
  };
  return (
    <>
      {blockers.length > 0 ? (
        <div role="status" data-testid="complete-blockers">
          <Text weight="semibold">{t('complete.blocked')}</Text>
          <ul className={styles.blockers}>
            {blockers.map((blocker) => (
              <li key={blocker}>{needs[blocker]}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {waiting ? (
        <Text role="status" data-testid="start-blocked">
          {t('proposals.startBlocked')}
        </Text>
      ) : null}
      <Button
        size="large"
        appearance="primary"
        disabled={run.isPending || blockers.length > 0 || waiting}
        onClick={() =>
          run.mutate(step, { onSuccess: (result) => notify.success(t(result.sent ? 'steps.done' : 'offline.queued')) })
        }
      >
        {labels[step] ?? step}
      </Button>
    </>
  );
}
