import { Badge, Field, makeStyles, Radio, RadioGroup, Text, tokens } from '@fluentui/react-components';
import type { DispatchDay, DispatchOrder } from '@portal/shared/contract';
import { useState } from 'react';
import { useOpsTranslation } from '../i18n/use-ops-translation';
import { hoursText } from './hours-text';
import { freeForVisit } from './provider-free';
import { ReasonField, useReason } from './reason-field';
import { StepDialog } from './step-dialog';
import { useStepSubmit } from './use-step-submit';

const useStyles = makeStyles({
  choices: { display: 'grid', gap: '2px', maxHeight: '40vh', overflowY: 'auto' },
  label: { display: 'inline-flex', gap: '6px', flexWrap: 'wrap', alignItems: 'center' },
  muted: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
});

/**
 * Assign a provider to a waiting visit, or re-assign it (with a reason) before the provider leaves. The providers
 * free at the visit's slot come first; busy ones are shown but cannot be chosen (the API would refuse them).
 */
export function AssignDialog({
  order,
  day,
  onClose,
}: {
  order: DispatchOrder;
  day: DispatchDay | undefined;
  onClose: () => void;
}) {
  const styles = useStyles();
  const { t } = useOpsTranslation();
  const { submit, pending } = useStepSubmit(order.id, onClose);
  const reassign = order.provider !== null;
  const [providerId, setProviderId] = useState('');
  const [errors, setErrors] = useState<{ provider?: string | null; reason?: string | null }>({});
  const { reason, field: reasonField } = useReason(errors.reason ?? null, () =>
    setErrors((current) => ({ ...current, reason: null })),
  );
  const choices = (day?.providers ?? [])
    .filter((provider) => provider.id !== order.provider?.id)
    .map((provider) => ({ provider, free: freeForVisit(provider, order) }))
    .sort((a, b) => Number(b.free) - Number(a.free) || a.provider.booked_minutes - b.provider.booked_minutes);

  const send = () => {
    const trimmed = reason.trim();
    const missing = {
      provider: providerId ? null : t('dispatch.chooseProvider'),
      reason: reassign && !trimmed ? t('dispatch.reasonRequired') : null,
    };
    if (missing.provider || missing.reason) return setErrors(missing);
    void submit(
      { kind: 'assign', provider_id: providerId, ...(reassign ? { reason: trimmed } : {}) },
      t('dispatch.assigned'),
      (fields) => setErrors({ provider: fields.provider_id?.[0] ?? null, reason: fields.reason?.[0] ?? null }),
    );
  };

  return (
    <StepDialog
      order={order}
      title={t(reassign ? 'dispatch.reassignTitle' : 'dispatch.assignTitle')}
      submitLabel={t(reassign ? 'dispatch.reassignSubmit' : 'dispatch.assignSubmit')}
      pending={pending}
      onSubmit={send}
      onClose={onClose}
    >
      {order.provider ? (
        <Text>
          {t('dispatch.currentProvider')}: <strong>{order.provider.name}</strong>
        </Text>
      ) : null}
      <Field label={t('dispatch.provider')} required validationMessage={errors.provider ?? undefined}>
        <RadioGroup
          className={styles.choices}
          value={providerId}
          onChange={(_e, data) => {
            setProviderId(data.value);
            setErrors((current) => ({ ...current, provider: null }));
          }}
        >
          {choices.map(({ provider, free }) => (
            <Radio
              key={provider.id}
              value={provider.id}
              disabled={!free}
              label={
                <span className={styles.label} data-name={provider.name} data-free={free}>
                  {provider.name}
                  <Badge appearance="tint" color={free ? 'success' : 'danger'}>
                    {t(free ? 'dispatch.free' : 'dispatch.busy')}
                  </Badge>
                  <span className={styles.muted}>
                    {t('dispatch.booked', {
                      booked: hoursText(provider.booked_minutes),
                      working: hoursText(provider.working_minutes),
                    })}
                  </span>
                </span>
              }
            />
          ))}
        </RadioGroup>
      </Field>
      {reassign ? <ReasonField {...reasonField} /> : null}
    </StepDialog>
  );
}
