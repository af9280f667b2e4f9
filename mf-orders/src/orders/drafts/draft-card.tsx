import { Button, Text, tokens } from '@fluentui/react-components';
import { formatNumber, useAppAbility, useConfirmedDelete, useCurrentLanguage } from '@portal/shared';
import type { OrderDraft } from '@portal/shared/contract';
import { useQuery } from '@tanstack/react-query';
import { type Fact, FactList } from '../../common/fact-list';
import { branchQuery } from '../../common/location-queries';
import { useOpen } from '../../common/package-links';
import { useOrdersTranslation } from '../../i18n/use-orders-translation';
import { useDiscardDraft } from '../add/draft/draft-queries';
import { useOrderText } from '../order-labels';
import { RESUME_DRAFT_PATH } from '../order-links';
import { OrderStatusBadge } from '../order-status-badge';

// ADR 0063 on the orders list: the user's one draft, where they find it again — its status (a failed submit says
// why), branch, total as priced and when it was saved, with Resume (the form opens with it) and Discard.

/** The draft's branch by name (the form's branch search needs read b2b_branches, so the card asks the same). */
function useBranchName(id: string | null): string | null {
  const canRead = useAppAbility().can('read', 'b2b_branches');
  const branch = useQuery({ ...branchQuery(id ?? ''), enabled: id !== null && canRead });
  return branch.data?.name ?? null;
}

export function DraftCard({ draft }: { draft: OrderDraft }) {
  const { t } = useOrdersTranslation();
  const text = useOrderText();
  const language = useCurrentLanguage();
  const open = useOpen();
  const discard = useDiscardDraft();
  const confirmedDelete = useConfirmedDelete();
  const branchName = useBranchName(draft.form.branch_id);
  const failure = draft.failure;
  const facts: Fact[] = [
    {
      key: 'status',
      label: t('onDemand.draft.status'),
      value: (
        <span style={{ display: 'grid', gap: 4, justifyItems: 'start' }}>
          <OrderStatusBadge status={draft.status} />
          {failure ? <Text data-testid="draft-card-reason">{failure.message}</Text> : null}
        </span>
      ),
    },
    {
      key: 'branch',
      label: t('onDemand.draft.branch'),
      value: draft.form.branch_id ? (branchName ?? '…') : t('onDemand.draft.noBranch'),
    },
    { key: 'services', label: t('onDemand.draft.services'), value: formatNumber(draft.form.lines.length, language) },
    {
      key: 'total',
      label: t('onDemand.draft.total'),
      value: draft.priced_total === null ? t('onDemand.draft.notPriced') : text.sar(draft.priced_total),
    },
    { key: 'saved', label: t('onDemand.draft.savedOn'), value: text.dateTime(draft.updated_at) },
  ];
  return (
    <div style={{ marginBlockEnd: 16 }}>
      <FactList title={t('onDemand.draft.card')} facts={facts} testId="draft-card">
        <Text size={200} style={{ color: tokens.colorNeutralForeground3 }}>
          {t('onDemand.draft.cardHint')}
        </Text>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
          <Button
            as="a"
            appearance="primary"
            href={RESUME_DRAFT_PATH}
            onClick={open(RESUME_DRAFT_PATH)}
            data-testid="draft-card-resume"
          >
            {t('onDemand.draft.resume')}
          </Button>
          <Button
            disabled={discard.isPending}
            onClick={() => void confirmedDelete(() => discard.mutateAsync())}
            data-testid="draft-card-discard"
          >
            {t('onDemand.draft.discard')}
          </Button>
        </div>
      </FactList>
    </div>
  );
}
