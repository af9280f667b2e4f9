import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { TableStatusBadge } from '@portal/shared';
import type { InvoiceClearance } from '@portal/shared/contract';
import { useAccountingTranslation } from '../i18n/use-accounting-translation';

// ZATCA clearance as the company sees it (ADR 0062): nothing once cleared (the normal case), a badge while pending
// or after a rejection, and on the invoice page a notice saying why it cannot be printed or downloaded yet.

const COLORS = { pending: 'warning', rejected: 'danger' } as const;

export function ClearanceBadge({ clearance }: { clearance: InvoiceClearance }) {
  const { t } = useAccountingTranslation();
  const { status } = clearance;
  if (status !== 'pending' && status !== 'rejected') return null;
  return (
    <TableStatusBadge value={status} colors={COLORS} testId="clearance-badge">
      {t(`clearance.${status}`)}
    </TableStatusBadge>
  );
}

export function ClearanceNotice({ clearance }: { clearance: InvoiceClearance }) {
  const { t } = useAccountingTranslation();
  if (clearance.status === 'pending')
    return (
      <MessageBar intent="info" data-testid="clearance-notice">
        <MessageBarBody>{t('clearance.pendingNotice')}</MessageBarBody>
      </MessageBar>
    );
  if (clearance.status !== 'rejected') return null;
  return (
    <MessageBar intent="error" data-testid="clearance-notice">
      <MessageBarBody>
        {t('clearance.rejectedNotice')}
        <ul dir="ltr" style={{ margin: 0 }}>
          {clearance.messages.map((message) => (
            <li key={`${message.code}:${message.message}`}>
              {message.code}: {message.message}
            </li>
          ))}
        </ul>
      </MessageBarBody>
    </MessageBar>
  );
}
