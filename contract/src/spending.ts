import * as v from 'valibot';
import { halalasField } from './money';
import { optionalText } from './profile';

// Issue 9 Beyond: per-branch monthly spending caps (docs/decisions/0014-spending-caps-and-payment-actions.md).
// An admin sets a cap per branch; a wallet payment for an order that would take the branch's spend of the Riyadh
// month past its cap is held (order payment status on_hold) until a user with accept_payment b2b_payments approves
// it (the payment posts then) or rejects it (the order is canceled when it still can be, else it stays unpaid).
// Mounted at /api/v1/company/wallets/spending.

/** Highest cap: 10,000,000 SAR a month. 0 is allowed: every wallet payment of the branch needs approval. */
export const MAX_SPENDING_CAP_HALALAS = 1_000_000_000;

export const PAYMENT_APPROVAL_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type PaymentApprovalStatus = (typeof PAYMENT_APPROVAL_STATUSES)[number];

/** PUT /spending/caps/:branchId — `monthly_cap` null removes the cap. */
export const spendingCapBodySchema = v.object({
  monthly_cap: v.nullable(halalasField(0, MAX_SPENDING_CAP_HALALAS)),
});
export type SpendingCapBody = v.InferInput<typeof spendingCapBodySchema>;

/** POST /spending/approvals/:id/reject */
export const rejectApprovalBodySchema = v.object({ reason: optionalText(500) });

export const branchSpendingSchema = v.object({
  branch_id: v.string(),
  branch_name: v.string(),
  /** null: no cap. */
  monthly_cap: v.nullable(v.number()),
  /** Paid for the branch's orders created this Riyadh month, in halalas. */
  month_spent: v.number(),
  /** Held payments of the branch waiting for a decision. */
  pending: v.number(),
  updated_at: v.nullable(v.string()),
});
export type BranchSpending = v.InferOutput<typeof branchSpendingSchema>;

export const paymentApprovalSchema = v.object({
  id: v.string(),
  order_id: v.string(),
  order_reference: v.string(),
  branch_id: v.string(),
  branch_name: v.string(),
  amount: v.number(),
  monthly_cap: v.number(),
  month_spent: v.number(),
  status: v.picklist(PAYMENT_APPROVAL_STATUSES),
  reason: v.nullable(v.string()),
  requested_by: v.nullable(v.string()),
  decided_by: v.nullable(v.string()),
  decided_at: v.nullable(v.string()),
  created_at: v.string(),
});
export type PaymentApproval = v.InferOutput<typeof paymentApprovalSchema>;

/** GET /spending: the month, every visible branch with its cap and spend, pending and the latest decided requests. */
export const spendingOverviewSchema = v.object({
  /** Riyadh month, 'YYYY-MM'. */
  month: v.string(),
  branches: v.array(branchSpendingSchema),
  approvals: v.array(paymentApprovalSchema),
});
export type SpendingOverview = v.InferOutput<typeof spendingOverviewSchema>;

export const spendingMessagesEn = {
  'spending.cap_saved': 'The monthly cap has been saved',
  'spending.held': 'This payment takes the branch past its monthly cap: it is waiting for an administrator’s approval',
  'spending.approved': 'The payment has been approved and paid from the wallet',
  'spending.rejected': 'The payment has been rejected',
  'spending.already_decided': 'This payment request has already been decided',
  'spending.order_moved_on': 'The order no longer waits for this payment',
  'spending.already_held': 'A payment of this order is already waiting for an administrator’s approval',
  'spending.package_over_cap':
    'This purchase takes {{branch}} past its monthly cap: someone who may accept payments can buy it, or pay by card or transfer',
  'spending.notify.held_title': 'Payment waiting for approval',
  'spending.notify.held_body': 'Order {{reference}} ({{amount}} SAR) is above the monthly cap of {{branch}}',
  'spending.notify.decided_title': 'Payment decision',
  'spending.notify.approved_body': 'The payment of order {{reference}} was approved',
  'spending.notify.rejected_body': 'The payment of order {{reference}} was rejected',
} as const;
export type SpendingMessageKey = keyof typeof spendingMessagesEn;

export const spendingMessagesAr: Record<SpendingMessageKey, string> = {
  'spending.cap_saved': 'تم حفظ الحد الشهري',
  'spending.held': 'هذه الدفعة تتجاوز الحد الشهري للفرع: بانتظار موافقة المسؤول',
  'spending.approved': 'تمت الموافقة على الدفعة وخصمها من المحفظة',
  'spending.rejected': 'تم رفض الدفعة',
  'spending.already_decided': 'تم البت في طلب الدفع هذا مسبقًا',
  'spending.order_moved_on': 'لم يعد الطلب بانتظار هذه الدفعة',
  'spending.already_held': 'توجد دفعة لهذا الطلب بانتظار موافقة المسؤول',
  'spending.package_over_cap':
    'هذا الشراء يتجاوز الحد الشهري لفرع {{branch}}: يمكن لمن يملك صلاحية قبول المدفوعات شراؤه، أو ادفع بالبطاقة أو بالتحويل',
  'spending.notify.held_title': 'دفعة بانتظار الموافقة',
  'spending.notify.held_body': 'الطلب {{reference}} ({{amount}} ر.س) يتجاوز الحد الشهري لفرع {{branch}}',
  'spending.notify.decided_title': 'قرار الدفع',
  'spending.notify.approved_body': 'تمت الموافقة على دفعة الطلب {{reference}}',
  'spending.notify.rejected_body': 'تم رفض دفعة الطلب {{reference}}',
};

export const spendingMessagesFr: Record<SpendingMessageKey, string> = {
  'spending.cap_saved': 'Le plafond mensuel a été enregistré',
  'spending.held':
    'Ce paiement dépasse le plafond mensuel de la succursale : il attend l’approbation d’un administrateur',
  'spending.approved': 'Le paiement a été approuvé et prélevé sur le portefeuille',
  'spending.rejected': 'Le paiement a été refusé',
  'spending.already_decided': 'Cette demande de paiement a déjà été traitée',
  'spending.order_moved_on': 'La commande n’attend plus ce paiement',
  'spending.already_held': 'Un paiement de cette commande attend déjà l’approbation d’un administrateur',
  'spending.package_over_cap':
    'Cet achat dépasse le plafond mensuel de {{branch}} : une personne autorisée à accepter les paiements peut l’acheter, ou payez par carte ou par virement',
  'spending.notify.held_title': 'Paiement en attente d’approbation',
  'spending.notify.held_body': 'La commande {{reference}} ({{amount}} SAR) dépasse le plafond mensuel de {{branch}}',
  'spending.notify.decided_title': 'Décision de paiement',
  'spending.notify.approved_body': 'Le paiement de la commande {{reference}} a été approuvé',
  'spending.notify.rejected_body': 'Le paiement de la commande {{reference}} a été refusé',
};
