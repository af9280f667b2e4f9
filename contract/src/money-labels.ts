import type {
  GatewayStatus,
  InvoiceKind,
  PaymentMethod,
  PaymentStatus,
  PaymentType,
  TempTransactionStatus,
  WalletTransactionType,
} from './money';

// The labels of every spec §4 money value (status, method, type …) in the three portal languages: ONE table read by
// the accounting pages (spread into their i18n catalogue as `labels`) and by the API (exports, invoice PDF), so a
// downloaded file says exactly what the screen says. A value without a label in any language fails tsc.

export const MONEY_LABEL_LANGUAGES = ['ar', 'en', 'fr'] as const;
export type MoneyLabelLanguage = (typeof MONEY_LABEL_LANGUAGES)[number];

export interface MoneyLabels {
  paymentStatus: Record<PaymentStatus, string>;
  paymentMethod: Record<PaymentMethod, string>;
  paymentType: Record<PaymentType, string>;
  transactionType: Record<WalletTransactionType, string>;
  transferStatus: Record<TempTransactionStatus, string>;
  gatewayStatus: Record<GatewayStatus, string>;
  invoiceKind: Record<InvoiceKind, string>;
}
export type MoneyLabelSet = keyof MoneyLabels;

/** The types a payment and a wallet movement share are labelled once per language. */
type SharedTypeLabels = Record<Extract<PaymentType, WalletTransactionType>, string>;

const arShared: SharedTypeLabels = {
  discount: 'خصم',
  coupon: 'قسيمة',
  order: 'طلب',
  referral: 'إحالة',
  extra: 'إضافي',
  other: 'أخرى',
};

const ar: MoneyLabels = {
  paymentStatus: {
    unpaid: 'غير مدفوعة',
    paid: 'مدفوعة',
    overdue: 'متأخرة',
    collected: 'محصّلة',
    on_hold: 'معلّقة',
    partial: 'مدفوعة جزئيًا',
    none: 'لا شيء',
  },
  paymentMethod: {
    cash: 'نقدًا',
    wallet: 'المحفظة',
    transfer: 'تحويل بنكي',
    credit_card: 'بطاقة',
  },
  paymentType: {
    advance: 'دفعة مقدمة',
    partial: 'دفعة جزئية',
    final: 'دفعة نهائية',
    recharge: 'شحن',
    ...arShared,
    package: 'شراء باقة',
  },
  transactionType: {
    deposit: 'إيداع',
    withdraw: 'سحب',
    ...arShared,
  },
  transferStatus: {
    pending: 'قيد المراجعة',
    confirmed: 'مؤكَّد',
    rejected: 'مرفوض',
  },
  gatewayStatus: {
    initiated: 'بانتظار البطاقة',
    paid: 'مدفوعة',
    failed: 'فشلت',
    canceled: 'أُلغيت',
  },
  invoiceKind: {
    recharge: 'شحن المحفظة',
    package: 'باقة',
    order: 'طلب',
  },
};

const enShared: SharedTypeLabels = {
  discount: 'Discount',
  coupon: 'Coupon',
  order: 'Order',
  referral: 'Referral',
  extra: 'Extra',
  other: 'Other',
};

const en: MoneyLabels = {
  paymentStatus: {
    unpaid: 'Unpaid',
    paid: 'Paid',
    overdue: 'Overdue',
    collected: 'Collected',
    on_hold: 'On hold',
    partial: 'Partially paid',
    none: 'None',
  },
  paymentMethod: {
    cash: 'Cash',
    wallet: 'Wallet',
    transfer: 'Bank transfer',
    credit_card: 'Card',
  },
  paymentType: {
    advance: 'Advance',
    partial: 'Partial',
    final: 'Final',
    recharge: 'Recharge',
    ...enShared,
    package: 'Package purchase',
  },
  transactionType: {
    deposit: 'Deposit',
    withdraw: 'Withdrawal',
    ...enShared,
  },
  transferStatus: {
    pending: 'Pending',
    confirmed: 'Confirmed',
    rejected: 'Rejected',
  },
  gatewayStatus: {
    initiated: 'Waiting for the card',
    paid: 'Paid',
    failed: 'Failed',
    canceled: 'Canceled',
  },
  invoiceKind: {
    recharge: 'Wallet recharge',
    package: 'Package',
    order: 'Order',
  },
};

const frShared: SharedTypeLabels = {
  discount: 'Remise',
  coupon: 'Coupon',
  order: 'Commande',
  referral: 'Parrainage',
  extra: 'Supplément',
  other: 'Autre',
};

const fr: MoneyLabels = {
  paymentStatus: {
    unpaid: 'Impayée',
    paid: 'Payée',
    overdue: 'En retard',
    collected: 'Encaissée',
    on_hold: 'En attente',
    partial: 'Payée en partie',
    none: 'Aucun',
  },
  paymentMethod: {
    cash: 'Espèces',
    wallet: 'Portefeuille',
    transfer: 'Virement bancaire',
    credit_card: 'Carte',
  },
  paymentType: {
    advance: 'Acompte',
    partial: 'Partiel',
    final: 'Solde',
    recharge: 'Recharge',
    ...frShared,
    package: 'Achat de forfait',
  },
  transactionType: {
    deposit: 'Dépôt',
    withdraw: 'Retrait',
    ...frShared,
  },
  transferStatus: {
    pending: 'En attente',
    confirmed: 'Confirmé',
    rejected: 'Refusé',
  },
  gatewayStatus: {
    initiated: 'En attente de la carte',
    paid: 'Payé',
    failed: 'Échoué',
    canceled: 'Annulé',
  },
  invoiceKind: {
    recharge: 'Recharge du portefeuille',
    package: 'Forfait',
    order: 'Commande',
  },
};

export const MONEY_LABELS: Record<MoneyLabelLanguage, MoneyLabels> = { ar, en, fr };

/** The label of a value in a language; an unknown value (an older row, a new code) reads as sent. */
export function moneyLabel(lang: MoneyLabelLanguage, set: MoneyLabelSet, value: string): string {
  return (MONEY_LABELS[lang][set] as Record<string, string>)[value] ?? value;
}

// What a payment status reads (issue 28.2): the stored 'none' never shows as "None". A card payment the gateway
// refused or canceled (stored 'none') reads as the gateway's word; an order with nothing to pay ('none': a package
// visit, its total 0) was paid from its package.
const PAID_FROM_PACKAGE: Record<MoneyLabelLanguage, string> = {
  ar: 'مدفوعة من الباقة',
  en: 'Paid from package',
  fr: 'Payée par le forfait',
};

/** The gateway's word when it is what a payment's status should say (refused or canceled), else null. */
export function refusedCardStatus(row: {
  status: string;
  gateway_status?: string | null;
}): 'failed' | 'canceled' | null {
  if (row.status !== 'none') return null;
  return row.gateway_status === 'failed' || row.gateway_status === 'canceled' ? row.gateway_status : null;
}

/** The label of a payment status, of a payment row (with its gateway status) or of an order or a package. */
export function paymentStatusLabel(
  lang: MoneyLabelLanguage,
  row: { status: string; gateway_status?: string | null },
): string {
  const refused = refusedCardStatus(row);
  if (refused) return moneyLabel(lang, 'gatewayStatus', refused);
  return row.status === 'none' ? PAID_FROM_PACKAGE[lang] : moneyLabel(lang, 'paymentStatus', row.status);
}
