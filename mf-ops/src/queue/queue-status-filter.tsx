import { FilterSelect } from '@portal/shared';
import { useOpsTranslation } from '../i18n/use-ops-translation';
import type { QueueStatuses } from './queue-page';
import { ANY_STATUS } from './queue-queries';
import type { QueueTexts } from './queues';

/**
 * A queue's status filter: unset, it shows the waiting items (the label of the waiting status); then each decided
 * status, and any status.
 */
export function QueueStatusFilter<S extends string>({
  texts,
  values,
  waiting,
  label,
}: Pick<QueueStatuses<S>, 'values' | 'waiting' | 'label'> & { texts: QueueTexts }) {
  const { t } = useOpsTranslation();
  return (
    <FilterSelect
      name="status"
      label={t(`${texts}.status`)}
      allLabel={label(waiting)}
      options={[
        ...values.filter((s) => s !== waiting).map((s) => ({ value: s, label: label(s) })),
        { value: ANY_STATUS, label: t(`${texts}.anyStatus`) },
      ]}
    />
  );
}
