import { Field, makeStyles, Radio, RadioGroup, Spinner, Text } from '@fluentui/react-components';
import { DateInput } from '@portal/shared';
import type { DispatchOrder } from '@portal/shared/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useOpsTranslation } from '../i18n/use-ops-translation';
import { isDay } from './board-day';
import { slotsQuery } from './dispatch-queries';
import { ReasonField, useReason } from './reason-field';
import { StepDialog } from './step-dialog';
import { useStepSubmit } from './use-step-submit';

const useStyles = makeStyles({
  slots: { display: 'flex', flexWrap: 'wrap', gap: '0 8px', maxHeight: '30vh', overflowY: 'auto' },
});

/** Move the visit to a free slot of the same length (the API's slots for it; its provider free there), a reason. */
export function RescheduleDialog({ order, onClose }: { order: DispatchOrder; onClose: () => void }) {
  const styles = useStyles();
  const { t } = useOpsTranslation();
  const { submit, pending } = useStepSubmit(order.id, onClose);
  const [date, setDate] = useState(order.visit_date);
  const [slot, setSlot] = useState('');
  const [errors, setErrors] = useState<{ date?: string | null; slot?: string | null; reason?: string | null }>({});
  const { reason, field: reasonField } = useReason(errors.reason ?? null, () =>
    setErrors((current) => ({ ...current, reason: null })),
  );
  const slots = useQuery({ ...slotsQuery(order.id, date), enabled: isDay(date) });
  const chosen = slots.data?.slots.find((candidate) => candidate.start === slot);

  const send = () => {
    const trimmed = reason.trim();
    const missing = {
      slot: chosen ? null : t('dispatch.chooseSlot'),
      reason: trimmed ? null : t('dispatch.reasonRequired'),
    };
    if (missing.slot || missing.reason) return setErrors(missing);
    void submit(
      { kind: 'reschedule', date, shift: chosen!.shift, slot: chosen!.start, reason: trimmed },
      t('dispatch.rescheduled'),
      (fields) =>
        setErrors({
          date: fields.date?.[0] ?? null,
          slot: fields.slot?.[0] ?? fields.shift?.[0] ?? null,
          reason: fields.reason?.[0] ?? null,
        }),
    );
  };

  return (
    <StepDialog
      order={order}
      title={t('dispatch.rescheduleTitle')}
      submitLabel={t('dispatch.rescheduleSubmit')}
      pending={pending}
      onSubmit={send}
      onClose={onClose}
    >
      <Field label={t('dispatch.newDay')} validationMessage={errors.date ?? undefined}>
        <DateInput
          value={date}
          onChange={(day) => {
            setDate(day ?? '');
            setSlot('');
          }}
        />
      </Field>
      <Field label={t('dispatch.slot')} required validationMessage={errors.slot ?? undefined}>
        {slots.isFetching ? <Spinner size="tiny" /> : null}
        {slots.isError ? <Text>{t('dispatch.noSlots')}</Text> : null}
        {slots.data && slots.data.slots.length === 0 ? <Text>{t('dispatch.noSlots')}</Text> : null}
        <RadioGroup
          className={styles.slots}
          layout="horizontal"
          value={slot}
          onChange={(_e, data) => {
            setSlot(data.value);
            setErrors((current) => ({ ...current, slot: null }));
          }}
        >
          {(slots.data?.slots ?? []).map((candidate) => (
            <Radio key={candidate.start} value={candidate.start} label={<span dir="ltr">{candidate.start}</span>} />
          ))}
        </RadioGroup>
      </Field>
      <ReasonField {...reasonField} />
    </StepDialog>
  );
}
