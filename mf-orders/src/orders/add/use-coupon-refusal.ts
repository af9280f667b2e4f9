import { isApiError } from '@portal/shared';
import { useEffect } from 'react';

interface CouponFieldForm {
  setError: (name: 'coupon', error: { type: string; message: string }) => void;
  clearErrors: (name: 'coupon') => void;
  getFieldState: (name: 'coupon') => { error?: { type?: string } };
}

/**
 * The API prices the form as the user types and is the one that knows a coupon's dates and uses (ADR 0060): its
 * refusal (unknown, expired, used up) shows on the coupon field at once, and goes when the price is accepted.
 */
export function useCouponRefusal(priceError: unknown, form: CouponFieldForm): void {
  const refusal = isApiError(priceError) ? priceError.fieldErrors.coupon?.[0] : undefined;
  useEffect(() => {
    if (refusal) form.setError('coupon', { type: 'server', message: refusal });
    else if (form.getFieldState('coupon').error?.type === 'server') form.clearErrors('coupon');
  }, [refusal, form]);
}
