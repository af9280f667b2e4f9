import * as v from 'valibot';
import { formObject, requiredText } from './fields';
import { messageKey } from './messages';
import { halalasField, MAX_RECHARGE_HALALAS, MIN_RECHARGE_HALALAS } from './money';
import { optionalText } from './profile';

// refund_payment b2b_payments (docs/decisions/0014-spending-caps-and-payment-actions.md): the company asks for wallet
// money back to its bank account. The amount leaves the wallet at once (it cannot be spent twice); ops pay it out
// within 3 working days (/api/v1/ops/wallets/refunds/:id/pay) or reject it, and the amount goes back to the wallet.
// Company: POST/GET /api/v1/company/wallets/refunds.

export const WALLET_REFUND_STATUSES = ['pending', 'paid', 'rejected'] as const;
export type WalletRefundStatus = (typeof WALLET_REFUND_STATUSES)[number];

/** 'SA03 8000 0000 6080 1016 7519' → 'SA0380000000608010167519' (spaces out, upper case). */
export const compactIban = (text: string) => text.replace(/\s+/g, '').toUpperCase();

/** A Saudi IBAN: SA, 2 check digits, 20 alphanumerics, and the ISO 13616 mod-97 check equal to 1. */
export function isSaudiIban(text: string): boolean {
  const iban = compactIban(text);
  if (!/^SA\d{2}[0-9A-Z]{20}$/.test(iban)) return false;
  const moved = iban.slice(4) + iban.slice(0, 4);
  let rest = 0;
  for (const char of moved) {
    const digits = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of digits) rest = (rest * 10 + Number(digit)) % 97;
  }
  return rest === 1;
}

export const ibanField = v.pipe(
  v.string(messageKey('validation.string')),
  v.transform(compactIban),
  v.nonEmpty(messageKey('validation.required')),
  v.check(isSaudiIban, messageKey('validation.iban')),
);

/** POST /api/v1/company/wallets/refunds (Idempotency-Key). */
export const walletRefundBodySchema = formObject({
  amount: halalasField(MIN_RECHARGE_HALALAS, MAX_RECHARGE_HALALAS),
  iban: ibanField,
  account_name: requiredText(100),
  note: optionalText(500),
});
export type WalletRefundBody = v.InferInput<typeof walletRefundBodySchema>;

export const walletRefundSchema = v.object({
  id: v.string(),
  /** Human reference, e.g. 'RFD-000004'. */
  reference: v.string(),
  amount: v.number(),
  iban: v.string(),
  account_name: v.string(),
  note: v.nullable(v.string()),
  status: v.picklist(WALLET_REFUND_STATUSES),
  /** Ops' reason when rejected. */
  reason: v.nullable(v.string()),
  /** The bank's reference of the payout, given by ops when they mark it paid. */
  bank_reference: v.nullable(v.string()),
  decided_at: v.nullable(v.string()),
  created_by: v.nullable(v.string()),
  created_at: v.string(),
});
export type WalletRefund = v.InferOutput<typeof walletRefundSchema>;

export const walletRefundListSchema = v.array(walletRefundSchema);

/** Ops' view: the company too. */
export const opsWalletRefundSchema = v.object({
  ...walletRefundSchema.entries,
  company: v.object({ id: v.string(), name: v.string() }),
});
export type OpsWalletRefund = v.InferOutput<typeof opsWalletRefundSchema>;
export const opsWalletRefundListSchema = v.array(opsWalletRefundSchema);
export const opsWalletRefundListQuerySchema = v.object({
  status: v.optional(v.picklist(WALLET_REFUND_STATUSES, messageKey('validation.invalid'))),
});

/** POST /api/v1/ops/wallets/refunds/:id/pay: the bank's reference of the transfer ops made (the company sees it). */
export const payRefundBodySchema = formObject({ bank_reference: requiredText(100) });

/** POST /api/v1/ops/wallets/refunds/:id/reject */
export const rejectRefundBodySchema = formObject({ reason: requiredText(500) });

export const refundMessagesEn = {
  'refund.more_than_balance': 'The amount is more than the wallet balance ({{balance}} SAR)',
  'refund.requested': 'Your refund request has been received; it is paid to your bank account within 3 working days',
  'refund.paid': 'The refund has been paid out',
  'refund.rejected': 'The refund has been rejected and the amount returned to the wallet',
  'refund.already_decided': 'This refund has already been paid or rejected',
  'refund.entry.requested': 'Refund to the bank account ({{reference}})',
  'refund.entry.returned': 'Refund rejected, amount returned ({{reference}})',
  'refund.notify.paid_title': 'Refund paid',
  'refund.notify.paid_body': 'Your refund {{reference}} of {{amount}} SAR has been paid to your bank account',
  'refund.notify.rejected_title': 'Refund rejected',
  'refund.notify.rejected_body': 'Your refund {{reference}} of {{amount}} SAR was rejected: {{reason}}',
} as const;
export type RefundMessageKey = keyof typeof refundMessagesEn;

export const refundMessagesAr: Record<RefundMessageKey, string> = {
  'refund.more_than_balance': 'المبلغ أكبر من رصيد المحفظة ({{balance}} ر.س)',
  'refund.requested': 'استلمنا طلب الاسترداد، ويُحوَّل إلى حسابك البنكي خلال 3 أيام عمل',
  'refund.paid': 'تم تحويل مبلغ الاسترداد',
  'refund.rejected': 'تم رفض الاسترداد وإعادة المبلغ إلى المحفظة',
  'refund.already_decided': 'تم تحويل هذا الاسترداد أو رفضه مسبقًا',
  'refund.entry.requested': 'استرداد إلى الحساب البنكي ({{reference}})',
  'refund.entry.returned': 'رُفض الاسترداد وأُعيد المبلغ ({{reference}})',
  'refund.notify.paid_title': 'تم تحويل الاسترداد',
  'refund.notify.paid_body': 'تم تحويل الاسترداد {{reference}} بمبلغ {{amount}} ر.س إلى حسابك البنكي',
  'refund.notify.rejected_title': 'تم رفض الاسترداد',
  'refund.notify.rejected_body': 'تم رفض الاسترداد {{reference}} بمبلغ {{amount}} ر.س: {{reason}}',
};

export const refundMessagesFr: Record<RefundMessageKey, string> = {
  'refund.more_than_balance': 'Le montant dépasse le solde du portefeuille ({{balance}} SAR)',
  'refund.requested':
    'Votre demande de remboursement a été reçue ; elle est versée sur votre compte bancaire sous 3 jours ouvrés',
  'refund.paid': 'Le remboursement a été versé',
  'refund.rejected': 'Le remboursement a été refusé et le montant rendu au portefeuille',
  'refund.already_decided': 'Ce remboursement a déjà été versé ou refusé',
  'refund.entry.requested': 'Remboursement vers le compte bancaire ({{reference}})',
  'refund.entry.returned': 'Remboursement refusé, montant rendu ({{reference}})',
  'refund.notify.paid_title': 'Remboursement versé',
  'refund.notify.paid_body':
    'Votre remboursement {{reference}} de {{amount}} SAR a été versé sur votre compte bancaire',
  'refund.notify.rejected_title': 'Remboursement refusé',
  'refund.notify.rejected_body': 'Votre remboursement {{reference}} de {{amount}} SAR a été refusé : {{reason}}',
};
