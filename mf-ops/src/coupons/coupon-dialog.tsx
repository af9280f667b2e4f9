import { Checkbox, MessageBar, MessageBarBody, makeStyles } from '@fluentui/react-components';
import {
  type CreateCouponBody,
  type CreateCouponValues,
  createCouponBodySchema,
  MAX_COUPON_BP,
  MAX_COUPON_CAP_HALALAS,
  MAX_COUPON_USES,
  type OpsCoupon,
} from '@portal/shared/contract';
import { FormDateField, FormDialog, FormNumberField, FormTextField, useContractForm } from '@portal/shared/forms';
import { Controller } from 'react-hook-form';
import { HundredthsField } from '../common/hundredths-field';
import { useOpsTranslation } from '../i18n/use-ops-translation';
import { createCoupon, updateCoupon } from './coupon-queries';
import type { couponsOpsEn } from './coupon-strings';

/** A plain string of the coupons page (not a group like `states`). */
type CouponText = {
  [K in keyof typeof couponsOpsEn]: (typeof couponsOpsEn)[K] extends string ? K : never;
}[keyof typeof couponsOpsEn];

const useStyles = makeStyles({
  surface: { maxWidth: '640px' },
  // Two columns where they fit, one on a phone.
  content: { display: 'grid', gap: '12px', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 240px), 1fr))' },
  wide: { gridColumn: '1 / -1' },
});

const valuesOf = (coupon: OpsCoupon | undefined): Partial<CreateCouponBody> =>
  coupon
    ? {
        code: coupon.code,
        discount_bp: coupon.discount_bp,
        max_discount: coupon.max_discount,
        valid_from: coupon.valid_from,
        valid_to: coupon.valid_to,
        max_uses: coupon.max_uses,
        max_uses_per_company: coupon.max_uses_per_company,
        active: coupon.active,
      }
    : { code: '', max_discount: null, max_uses: null, max_uses_per_company: null, active: true };

/**
 * Creates a coupon, or edits one (`coupon`): checked in the browser with the contract's schema, the API's field
 * errors (a code taken, a limit below the uses) on their fields. Once orders used it, its code and percent are shown
 * but fixed (the API refuses a change too). Pausing is the list's own action, so the edit leaves `active` alone.
 */
export function CouponDialog({ coupon, onClose }: { coupon?: OpsCoupon; onClose: () => void }) {
  const styles = useStyles();
  const { t } = useOpsTranslation();
  const form = useContractForm(createCouponBodySchema, valuesOf(coupon));
  const { control } = form;
  const fixed = coupon?.ever_used === true;
  // A field's control, name, label and hint: the form's fields differ only in these and their limits.
  const field = <N extends keyof CreateCouponBody>(name: N, label: CouponText, hint?: CouponText) => ({
    control,
    name,
    label: t(`coupons.${label}`),
    hint: hint ? t(`coupons.${hint}`) : undefined,
  });
  const save = ({ active, ...changes }: CreateCouponValues) =>
    coupon ? updateCoupon(coupon.id, changes) : createCoupon({ ...changes, active });
  return (
    <FormDialog
      title={coupon ? t('coupons.editTitle', { code: coupon.code }) : t('coupons.add')}
      form={form}
      onSubmit={save}
      success={coupon ? 'updated' : 'created'}
      onClose={onClose}
      submitLabel={coupon ? undefined : t('coupons.create')}
      showFailure
      surfaceClassName={styles.surface}
      contentClassName={styles.content}
    >
      {fixed ? (
        <MessageBar intent="info" className={styles.wide}>
          <MessageBarBody>{t('coupons.locked')}</MessageBarBody>
        </MessageBar>
      ) : null}
      <FormTextField
        control={control}
        name="code"
        label={t('coupons.code')}
        hint={t('coupons.codeHint')}
        dir="ltr"
        disabled={fixed}
        required
      />
      <HundredthsField
        {...field('discount_bp', 'percent', 'percentHint')}
        max={MAX_COUPON_BP}
        disabled={fixed}
        required
      />
      <HundredthsField {...field('max_discount', 'cap', 'capHint')} max={MAX_COUPON_CAP_HALALAS} />
      <FormDateField {...field('valid_from', 'validFrom')} required />
      <FormDateField {...field('valid_to', 'validTo')} required />
      <FormNumberField {...field('max_uses', 'maxUses', 'limitHint')} min={1} max={MAX_COUPON_USES} />
      <FormNumberField
        {...field('max_uses_per_company', 'maxUsesPerCompany', 'limitHint')}
        min={1}
        max={MAX_COUPON_USES}
      />
      {coupon ? null : (
        <Controller
          control={control}
          name="active"
          render={({ field }) => (
            <Checkbox
              className={styles.wide}
              name={field.name}
              checked={field.value !== false}
              onChange={(_e, data) => field.onChange(data.checked === true)}
              label={t('coupons.activeNow')}
            />
          )}
        />
      )}
    </FormDialog>
  );
}
