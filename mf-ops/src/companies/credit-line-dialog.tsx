import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  makeStyles,
  Textarea,
} from '@fluentui/react-components';
import { isApiError, localizedName, notify, useCurrentLanguage, useIdempotencyKeys } from '@portal/shared';
import type { OpsCompany } from '@portal/shared/contract';
import { type FormEvent, useState } from 'react';
import { useOpsTranslation } from '../i18n/use-ops-translation';
import { useQueueText } from '../queue/use-queue-text';
import { useSetCreditLine } from './company-queries';
import { limitTextToHalalas } from './limit-text';

const REASON_MAX = 500; // creditLimitBodySchema

const useStyles = makeStyles({
  surface: { width: 'min(520px, 94vw)' },
  body: { display: 'grid', gap: '12px' },
});

/**
 * Sets a company's credit limit in riyals with a reason: one PUT with the Idempotency-Key this dialog keeps for it.
 * The company sees the new limit live on its wallet page (WALLET_CHANGED) with a bell notification.
 */
export function CreditLineDialog({ company, onClose }: { company: OpsCompany; onClose: () => void }) {
  const styles = useStyles();
  const { t } = useOpsTranslation();
  const text = useQueueText();
  const language = useCurrentLanguage();
  const keys = useIdempotencyKeys();
  const save = useSetCreditLine();
  const [limit, setLimit] = useState(String(company.wallet.credit_limit / 100));
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ limit?: string | undefined; reason?: string | undefined }>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const halalas = limitTextToHalalas(limit);
    const trimmed = reason.trim();
    const local = {
      limit: halalas === null ? t('companies.limitRequired') : undefined,
      reason: trimmed ? undefined : t('companies.reasonRequired'),
    };
    setErrors(local);
    if (halalas === null || !trimmed) return;
    try {
      await save.mutateAsync({
        id: company.id,
        limit: halalas,
        reason: trimmed,
        headers: keys.headerFor(`${company.id}:${halalas}:${trimmed}`),
      });
      keys.done();
      notify.success(t('companies.creditSaved'));
      onClose();
    } catch (failure) {
      // The limit below the credit used, or a reason refused: under their fields (the client showed the message).
      if (isApiError(failure)) {
        setErrors({ limit: failure.fieldErrors.limit?.[0], reason: failure.fieldErrors.reason?.[0] });
      }
    }
  };

  return (
    <Dialog open onOpenChange={(_e, data) => (data.open ? undefined : onClose())}>
      <DialogSurface className={styles.surface} data-testid="credit-line-dialog">
        <form onSubmit={submit} noValidate>
          <DialogBody>
            <DialogTitle>{t('companies.creditTitle', { name: localizedName(company.name, language) })}</DialogTitle>
            <DialogContent className={styles.body}>
              <p>{t('companies.creditIntro', { used: text.sar(company.wallet.credit_used) })}</p>
              <Field label={t('companies.limitLabel')} required validationMessage={errors.limit}>
                <Input
                  value={limit}
                  inputMode="decimal"
                  dir="ltr"
                  name="limit"
                  onChange={(_e, data) => {
                    setLimit(data.value);
                    setErrors((e) => ({ ...e, limit: undefined }));
                  }}
                />
              </Field>
              <Field
                label={t('companies.reason')}
                hint={t('companies.reasonHint')}
                required
                validationMessage={errors.reason}
              >
                <Textarea
                  value={reason}
                  maxLength={REASON_MAX}
                  name="reason"
                  onChange={(_e, data) => {
                    setReason(data.value);
                    setErrors((e) => ({ ...e, reason: undefined }));
                  }}
                />
              </Field>
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={onClose} disabled={save.isPending}>
                {t('common.cancel')}
              </Button>
              <Button appearance="primary" type="submit" disabled={save.isPending} data-testid="credit-line-submit">
                {t('companies.setCreditLine')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
