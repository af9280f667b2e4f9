import { Button, Card, Text } from '@fluentui/react-components';
import { ActionDialog, notify, useLocalizedName } from '@portal/shared';
import type { Order, OrderChangeDecision, OrderProposal } from '@portal/shared/contract';
import { useState } from 'react';
import { useOrdersTranslation } from '../../i18n/use-orders-translation';
import { useOrderText } from '../order-labels';
import { useOrderOperation } from '../order-queries';
import type { ProposalAction } from './order-actions';

type Props = { order: Order; proposals: readonly OrderProposal[]; actions: readonly ProposalAction[] };

/** Spec §4 proposals (service changes, visit changes, visit quotations); the client answers with a confirmation. */
export function ProposalList({ order, proposals, actions }: Props) {
  const { t } = useOrdersTranslation();
  const text = useOrderText();
  const local = useLocalizedName();
  const [asking, setAsking] = useState<{ action: ProposalAction; decision: OrderChangeDecision } | null>(null);
  if (proposals.length === 0) return null;
  const signed = (amount: number) => `${amount > 0 ? '+' : ''}${text.sar(amount)}`;
  return (
    <section style={{ display: 'grid', gap: 8 }} data-testid="order-proposals">
      <Text as="h2" weight="semibold" size={400}>
        {t('order.view.proposals')}
      </Text>
      {proposals.map((proposal) => {
        const action = actions.find((a) => a.proposal.id === proposal.id);
        return (
          <Card key={proposal.id} data-testid={`proposal-${proposal.kind}`}>
            <Text weight="semibold">
              {text.label('proposalKind', proposal.kind)} · {text.label('changeStatus', proposal.status)}
            </Text>
            {proposal.services.length > 0 ? (
              <Text>{proposal.services.map((line) => `${local(line.name)} × ${line.quantity}`).join('، ')}</Text>
            ) : null}
            {proposal.date ? (
              <Text>{t('order.view.proposalVisit', { date: text.day(proposal.date), time: proposal.time ?? '' })}</Text>
            ) : null}
            {proposal.total_difference !== 0 ? (
              <Text>{t('order.view.proposalDifference', { amount: signed(proposal.total_difference) })}</Text>
            ) : null}
            {proposal.note ? <Text>{proposal.note}</Text> : null}
            {action ? (
              <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
                <Button appearance="primary" onClick={() => setAsking({ action, decision: 'approved' })}>
                  {t('order.ops.approve')}
                </Button>
                <Button onClick={() => setAsking({ action, decision: 'rejected' })}>{t('order.ops.reject')}</Button>
              </div>
            ) : null}
          </Card>
        );
      })}
      {asking ? (
        <DecisionDialog
          order={order}
          action={asking.action}
          decision={asking.decision}
          onClose={() => setAsking(null)}
          text={
            asking.decision === 'approved'
              ? t('order.ops.approveText', { amount: signed(asking.action.proposal.total_difference) })
              : t('order.ops.rejectText')
          }
        />
      ) : null}
    </section>
  );
}

type DecisionProps = {
  order: Order;
  action: ProposalAction;
  decision: OrderChangeDecision;
  text: string;
  onClose: () => void;
};

/** "Are you sure?" before the answer is sent (spec §4: the client approves or rejects with a confirmation dialog). */
function DecisionDialog({ order, action, decision, text, onClose }: DecisionProps) {
  const { t } = useOrdersTranslation();
  const decide = useOrderOperation(action.endpoint);
  const confirm = async () => {
    const ids = { order_id: order.id, proposal_id: action.proposal.id };
    const body = action.field === 'status' ? { ...ids, status: decision } : { ...ids, decision };
    try {
      await decide.mutateAsync({ body, headers: {} });
      notify.success(t('order.ops.decided'));
      onClose();
    } catch {
      // Toasted by the HTTP client (409: the proposal or the order changed meanwhile).
    }
  };
  return (
    <ActionDialog
      title={t('order.ops.decideTitle')}
      intro={text}
      submitLabel={decision === 'approved' ? t('order.ops.approve') : t('order.ops.reject')}
      pending={decide.isPending}
      onSubmit={() => void confirm()}
      onClose={onClose}
      cancelLabel={t('order.ops.close')}
    />
  );
}
