import { localizedName, Reference, useCurrentLanguage } from '@portal/shared';
import type { DispatchOrder } from '@portal/shared/contract';
import type { ReactNode } from 'react';
import { useOpsTranslation } from '../i18n/use-ops-translation';
import { DecisionFrame } from '../queue/decision-frame';

/** A board step in the console's decision frame: the visit in view, the step's fields, cancel and submit. */
export function StepDialog({
  order,
  title,
  submitLabel,
  pending,
  onSubmit,
  onClose,
  children,
}: {
  order: DispatchOrder;
  title: string;
  submitLabel: string;
  pending: boolean;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useOpsTranslation();
  const language = useCurrentLanguage();
  return (
    <DecisionFrame
      testId="dispatch-step-dialog"
      title={title}
      facts={[
        [
          t('dispatch.visit'),
          <span dir="ltr">
            <Reference>{order.reference}</Reference> · {order.visit_date} {order.time}–{order.end_time}
          </span>,
        ],
        [t('dispatch.company'), localizedName(order.company.name, language)],
        [t('dispatch.branch'), [order.branch_name, order.area?.[language]].filter(Boolean).join(' · ')],
        [t('dispatch.services'), order.services.map((service) => service.name[language]).join(', ')],
      ]}
      submitLabel={submitLabel}
      submitTestId="dispatch-step-submit"
      pending={pending}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      {children}
    </DecisionFrame>
  );
}
