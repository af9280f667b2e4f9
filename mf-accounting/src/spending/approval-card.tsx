import { Badge, Button, Card, Field, Link, makeStyles, Text, Textarea, tokens } from '@fluentui/react-components';
import { isApiError, isolate, notify, Reference, useAppAbility, useIdempotencyKeys } from '@portal/shared';
import { ORDER_RULES, type PaymentApproval } from '@portal/shared/contract';
import { useNavigate } from '@portal/shared/router';
import { useState } from 'react';
import { useAccountingTranslation } from '../i18n/use-accounting-translation';
import { MoneyDialog } from '../money/money-dialog';
import { useDateTime, useMoney } from '../money/use-money';
import { useDecideApproval } from './spending-queries';

const useStyles = makeStyles({
  card: { display: 'grid', gap: '6px', minWidth: 0 },
  head: { display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: '8px', flexWrap: 'wrap' },
  muted: { color: tokens.colorNeutralForeground2 },
  actions: { display: 'flex', gap: '8px', flexWrap: 'wrap' },
});

type Props = { approval: PaymentApproval; canDecide: boolean };

/** A payment held above a branch's cap: what, where, who asked; approve or reject when the user may. */
export function ApprovalCard({ approval, canDecide }: Props) {
  const { t } = useAccountingTranslation();
  const money = useMoney();
  const when = useDateTime();
  const styles = useStyles();
  const navigate = useNavigate();
  const ability = useAppAbility();
  const [asking, setAsking] = useState<'approve' | 'reject' | null>(null);
  const canOpenOrder = ability.can(ORDER_RULES.ordersRead.action, ORDER_RULES.ordersRead.subject);
  const orderPath = `/b2b/orders/view/${encodeURIComponent(approval.order_reference)}`;
  const pending = approval.status === 'pending';

  return (
    <Card className={styles.card} data-testid={`approval-${approval.order_reference}`}>
      <div className={styles.head}>
        {canOpenOrder ? (
          <Link
            href={orderPath}
            onClick={(event) => {
              event.preventDefault();
              navigate(orderPath);
            }}
          >
            <Reference>{approval.order_reference}</Reference>
          </Link>
        ) : (
          <Text weight="semibold">
            <Reference>{approval.order_reference}</Reference>
          </Text>
        )}
        {pending ? null : (
          <Badge appearance="tint" color={approval.status === 'approved' ? 'success' : 'danger'}>
            {t(approval.status === 'approved' ? 'spending.statusApproved' : 'spending.statusRejected')}
          </Badge>
        )}
      </div>
      <Text size={500} weight="semibold">
        {money(approval.amount)}
      </Text>
      <Text>
        {t('spending.heldFor', {
          branch: approval.branch_name,
          spent: money(approval.month_spent),
          cap: money(approval.monthly_cap),
        })}
      </Text>
      <Text className={styles.muted}>
        {t('spending.requested', { name: isolate(approval.requested_by ?? '—'), date: when(approval.created_at) })}
      </Text>
      {!pending && approval.decided_at ? (
        <Text className={styles.muted}>
          {t('spending.decided', { name: isolate(approval.decided_by ?? '—'), date: when(approval.decided_at) })}
          {approval.reason && approval.reason !== 'canceled' ? ` — ${approval.reason}` : ''}
        </Text>
      ) : null}
      {pending && canDecide ? (
        <div className={styles.actions}>
          <Button appearance="primary" onClick={() => setAsking('approve')}>
            {t('spending.approve')}
          </Button>
          <Button onClick={() => setAsking('reject')}>{t('spending.reject')}</Button>
        </div>
      ) : null}
      {asking ? <DecisionDialog approval={approval} kind={asking} onClose={() => setAsking(null)} /> : null}
    </Card>
  );
}

function DecisionDialog({
  approval,
  kind,
  onClose,
}: {
  approval: PaymentApproval;
  kind: 'approve' | 'reject';
  onClose: () => void;
}) {
  const { t } = useAccountingTranslation();
  const money = useMoney();
  const decide = useDecideApproval();
  const keys = useIdempotencyKeys();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    try {
      await decide.mutateAsync({
        id: approval.id,
        kind,
        reason,
        headers: keys.headerFor(`${kind}:${approval.id}:${reason}`),
      });
      keys.done();
      notify.success(kind === 'approve' ? t('spending.approvedToast') : t('spending.rejectedToast'));
      onClose();
    } catch (failure) {
      if (isApiError(failure)) setError(failure.fieldErrors.reason?.[0] ?? null);
    }
  };

  return (
    <MoneyDialog
      title={kind === 'approve' ? t('spending.approveTitle') : t('spending.rejectTitle')}
      intro={
        kind === 'approve'
          ? t('spending.approveText', { amount: money(approval.amount), reference: approval.order_reference })
          : t('spending.rejectText', { reference: approval.order_reference })
      }
      submitLabel={kind === 'approve' ? t('spending.approve') : t('spending.reject')}
      pending={decide.isPending}
      onSubmit={() => void confirm()}
      onClose={onClose}
    >
      {kind === 'reject' ? (
        <Field
          label={t('spending.reason')}
          validationState={error ? 'error' : undefined}
          validationMessage={error ?? undefined}
        >
          <Textarea value={reason} maxLength={500} onChange={(_e, data) => setReason(data.value)} />
        </Field>
      ) : null}
    </MoneyDialog>
  );
}
