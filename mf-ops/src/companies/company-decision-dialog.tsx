import { localizedName, useCurrentLanguage } from '@portal/shared';
import type { OpsCompany } from '@portal/shared/contract';
import { useOpsTranslation } from '../i18n/use-ops-translation';
import { TextDecisionDialog, useReasonText } from '../queue/decision-form-dialog';
import { type CompanyDecision, useCompanyDecision } from './company-queries';

export type DecisionKind = CompanyDecision['kind'];

/**
 * Suspend, reinstate, verify or reject a company's certificates, with the reason kept in the audit log (required but
 * for verify): the console's decision dialog, one request per decision with its Idempotency-Key.
 */
export function CompanyDecisionDialog({
  company,
  kind,
  onClose,
}: {
  company: OpsCompany;
  kind: DecisionKind;
  onClose: () => void;
}) {
  const { t } = useOpsTranslation();
  const language = useCurrentLanguage();
  const decide = useCompanyDecision();
  const reason = useReasonText('companies', kind === 'verify');
  return (
    <TextDecisionDialog
      testId="company-decision-dialog"
      decisionKey={`${company.id}:${kind}`}
      texts={{
        title: t(`companies.decisionTitle.${kind}`, { name: localizedName(company.name, language) }),
        submit: t(`companies.decisionSubmit.${kind}`),
        done: t(`companies.decisionDone.${kind}`),
        text: reason,
      }}
      intro={t(`companies.decisionHint.${kind}`)}
      pending={decide.isPending}
      send={(text, headers) =>
        decide.mutateAsync({
          id: company.id,
          decision: (text ? { kind, reason: text } : { kind }) as CompanyDecision,
          headers,
        })
      }
      onClose={onClose}
    />
  );
}
