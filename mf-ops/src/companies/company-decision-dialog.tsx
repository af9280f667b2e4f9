import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  makeStyles,
  Textarea,
} from '@fluentui/react-components';
import { isApiError, localizedName, notify, useCurrentLanguage, useIdempotencyKeys } from '@portal/shared';
import type { OpsCompany } from '@portal/shared/contract';
import { type FormEvent, useState } from 'react';
import { useOpsTranslation } from '../i18n/use-ops-translation';
import { type CompanyDecision, useCompanyDecision } from './company-queries';

const REASON_MAX = 500; // opsReasonBodySchema

const useStyles = makeStyles({
  surface: { width: 'min(560px, 94vw)' },
  body: { display: 'grid', gap: '12px' },
});

export type DecisionKind = CompanyDecision['kind'];

/**
 * Suspend, reinstate, verify or reject a company's certificates, with the reason kept in the audit log (required but
 * for verify). One request per decision, with the Idempotency-Key this dialog keeps for it: a double click or a retry
 * after a lost answer decides once.
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
  const styles = useStyles();
  const { t } = useOpsTranslation();
  const language = useCurrentLanguage();
  const keys = useIdempotencyKeys();
  const decide = useCompanyDecision();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const name = localizedName(company.name, language);
  const optional = kind === 'verify';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (decide.isPending) return;
    const trimmed = reason.trim();
    if (!optional && !trimmed) {
      setReasonError(t('companies.reasonRequired'));
      return;
    }
    const decision = (trimmed ? { kind, reason: trimmed } : { kind }) as CompanyDecision;
    try {
      await decide.mutateAsync({
        id: company.id,
        decision,
        headers: keys.headerFor(`${company.id}:${JSON.stringify(decision)}`),
      });
      keys.done();
      notify.success(t(`companies.decisionDone.${kind}`));
      onClose();
    } catch (failure) {
      // The client has shown the API's message; a reason refused by the API goes under the field.
      if (isApiError(failure)) setReasonError(failure.fieldErrors.reason?.[0] ?? null);
      if (isApiError(failure) && failure.status === 409) onClose(); // decided meanwhile: the page is read again
    }
  };

  return (
    <Dialog open onOpenChange={(_e, data) => (data.open ? undefined : onClose())}>
      <DialogSurface className={styles.surface} data-testid="company-decision-dialog">
        <form onSubmit={submit} noValidate>
          <DialogBody>
            <DialogTitle>{t(`companies.decisionTitle.${kind}`, { name })}</DialogTitle>
            <DialogContent className={styles.body}>
              <p>{t(`companies.decisionHint.${kind}`)}</p>
              <Field
                label={t(optional ? 'companies.reasonOptional' : 'companies.reason')}
                hint={t('companies.reasonHint')}
                required={!optional}
                validationMessage={reasonError ?? undefined}
              >
                <Textarea
                  value={reason}
                  maxLength={REASON_MAX}
                  onChange={(_e, data) => {
                    setReason(data.value);
                    setReasonError(null);
                  }}
                />
              </Field>
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={onClose} disabled={decide.isPending}>
                {t('common.cancel')}
              </Button>
              <Button appearance="primary" type="submit" disabled={decide.isPending} data-testid="decision-submit">
                {t(`companies.decisionSubmit.${kind}`)}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
