import { Button, MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import type { OrderDraft } from '@portal/shared/contract';
import { useOrdersTranslation } from '../../../i18n/use-orders-translation';
import { useOrderText } from '../../order-labels';

// ADR 0063: above the order form, the draft the user left (Resume / Discard), or why their draft failed at submit
// with its fix: accept today's price, or pick another slot (a service gone is fixed by changing the lines).

export function DraftFoundBanner(props: { draft: OrderDraft; onResume: () => void; onDiscard: () => void }) {
  const { t } = useOrdersTranslation();
  const text = useOrderText();
  return (
    <MessageBar intent="info" data-testid="draft-found" layout="multiline">
      <MessageBarBody>{t('onDemand.draft.found', { when: text.dateTime(props.draft.updated_at) })}</MessageBarBody>
      <MessageBarActions>
        <Button appearance="primary" onClick={props.onResume} data-testid="draft-resume">
          {t('onDemand.draft.resume')}
        </Button>
        <Button onClick={props.onDiscard} data-testid="draft-discard">
          {t('onDemand.draft.discard')}
        </Button>
      </MessageBarActions>
    </MessageBar>
  );
}

export function DraftFailureBanner(props: {
  draft: OrderDraft;
  onAcceptPrice: () => void;
  onPickSlot: () => void;
  busy: boolean;
}) {
  const { t } = useOrdersTranslation();
  const text = useOrderText();
  const failure = props.draft.failure;
  if (props.draft.status !== 'draft_failed' || !failure) return null;
  return (
    <MessageBar intent="error" data-testid="draft-failed" layout="multiline">
      <MessageBarBody>
        <MessageBarTitle>{t('onDemand.draft.failed')}</MessageBarTitle> {failure.message}
        {failure.reason === 'price_changed' && props.draft.priced_total !== null && failure.new_total !== null ? (
          <div>
            {t('onDemand.draft.prices', {
              was: text.sar(props.draft.priced_total),
              now: text.sar(failure.new_total),
            })}
          </div>
        ) : null}
      </MessageBarBody>
      <MessageBarActions>
        {failure.reason === 'price_changed' ? (
          <Button appearance="primary" disabled={props.busy} onClick={props.onAcceptPrice} data-testid="draft-accept">
            {t('onDemand.draft.acceptPrice')}
          </Button>
        ) : null}
        {failure.reason === 'slot_unavailable' ? (
          <Button appearance="primary" onClick={props.onPickSlot} data-testid="draft-pick-slot">
            {t('onDemand.draft.pickSlot')}
          </Button>
        ) : null}
      </MessageBarActions>
    </MessageBar>
  );
}
