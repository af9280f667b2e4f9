import { Text } from '@fluentui/react-components';
import type { OrderDetails } from '@portal/shared/contract';
import { useOrdersTranslation } from '../../i18n/use-orders-translation';
import { useOrderText } from '../order-labels';

type Step = OrderDetails['history'][number];

/** Who took a step: their name when the API knows it, otherwise the kind of actor (company, ops, provider…). */
export function useActorText() {
  const { t } = useOrdersTranslation();
  return (entry: Pick<Step, 'actor' | 'actor_name'>) =>
    entry.actor_name ? t('order.view.by', { name: entry.actor_name }) : t(`order.view.actor.${entry.actor}`);
}

/** A step's operation and who took it, then its note if any (the timeline and the history tab). */
export function StepText({ entry }: { entry: Step }) {
  const text = useOrderText();
  const actor = useActorText();
  return (
    <>
      <Text size={200}>
        {text.label('operation', entry.operation)} · {actor(entry)}
      </Text>
      {entry.note ? <Text size={200}>{text.note(entry.note)}</Text> : null}
    </>
  );
}
