import type { OrderProposalKind } from './order-schemas';
import { ORDER_TRANSITION_OPERATIONS, type OrderTransitionOperation } from './order-state-machine';
import {
  type OrderChangeStatus,
  type OrderLogAction,
  type OrderShift,
  type OrderStatus,
  type OrderType,
  orderLogAction,
} from './order-vocabulary';

// The labels of the order vocabulary (spec §4) in the three portal languages: ONE table read by the orders pages
// (badges, filters, timeline, operation buttons) and by the API (exports, history notes). A value without a label
// in any language fails tsc.

export const ORDER_LABEL_LANGUAGES = ['ar', 'en', 'fr'] as const;
export type OrderLabelLanguage = (typeof ORDER_LABEL_LANGUAGES)[number];

export interface OrderLabels {
  status: Record<OrderStatus, string>;
  type: Record<OrderType, string>;
  operation: Record<OrderTransitionOperation, string>;
  shift: Record<OrderShift, string>;
  changeStatus: Record<OrderChangeStatus, string>;
  logAction: Record<OrderLogAction, string>;
  proposalKind: Record<OrderProposalKind, string>;
}
export type OrderLabelSet = keyof OrderLabels;

const en: OrderLabels = {
  status: {
    draft: 'Draft',
    created: 'Created',
    confirmed: 'Confirmed',
    assigned: 'Provider assigned',
    advance_payment_paid: 'Advance paid',
    on_the_way: 'On the way',
    arrived: 'Arrived',
    in_progress: 'In progress',
    inspection_started: 'Inspection started',
    inspection_ended: 'Inspection ended',
    final_payment_paid: 'Final payment paid',
    completed: 'Completed',
    rated: 'Rated',
    canceled: 'Canceled',
    failed: 'Failed',
    advance_payment_failed: 'Advance payment failed',
    assign_provider_failed: 'No provider available',
    draft_failed: 'Draft failed',
    on_hold: 'On hold',
  },
  type: { onetime: 'One-time', offer: 'Offer', package: 'Package visit', warranty: 'Warranty' },
  operation: {
    submit: 'Submit',
    fail_draft: 'Reject draft',
    confirm: 'Confirm',
    assign_provider: 'Assign provider',
    fail_assignment: 'No provider available',
    pay_advance: 'Pay advance',
    fail_advance_payment: 'Advance payment failed',
    depart: 'On the way',
    arrive: 'Arrived',
    start_inspection: 'Start inspection',
    end_inspection: 'End inspection',
    start_work: 'Start work',
    pay_final: 'Pay balance',
    complete: 'Complete',
    rate: 'Rate',
    cancel: 'Cancel order',
    reschedule: 'Reschedule',
    hold: 'Put on hold',
    resume: 'Resume',
    fail: 'Mark as failed',
  },
  shift: { morning: 'Morning', evening: 'Evening' },
  changeStatus: { submitted: 'Waiting for your approval', approved: 'Approved', rejected: 'Rejected' },
  logAction: {
    collect_cash_payment: 'Cash collected',
    evidence_attached: 'Completion photo attached',
    checklist_updated: 'Checklist updated',
    payment_approved: 'Payment approved',
    payment_rejected: 'Payment rejected',
    proposal_submitted: 'Change proposed',
    proposal_decided: 'Change answered',
  },
  proposalKind: { service_change: 'Service change', visit_change: 'Visit change', visit_quotation: 'Visit quotation' },
};

const ar: OrderLabels = {
  status: {
    draft: 'مسودة',
    created: 'تم الإنشاء',
    confirmed: 'مؤكد',
    assigned: 'تم تعيين مقدم الخدمة',
    advance_payment_paid: 'تم دفع المقدم',
    on_the_way: 'في الطريق',
    arrived: 'وصل',
    in_progress: 'قيد التنفيذ',
    inspection_started: 'بدأ الفحص',
    inspection_ended: 'انتهى الفحص',
    final_payment_paid: 'تم الدفع النهائي',
    completed: 'مكتمل',
    rated: 'تم التقييم',
    canceled: 'ملغي',
    failed: 'فشل',
    advance_payment_failed: 'فشل دفع المقدم',
    assign_provider_failed: 'لا يوجد مقدم خدمة متاح',
    draft_failed: 'فشلت المسودة',
    on_hold: 'معلّق',
  },
  type: { onetime: 'لمرة واحدة', offer: 'عرض', package: 'زيارة باقة', warranty: 'ضمان' },
  operation: {
    submit: 'إرسال',
    fail_draft: 'رفض المسودة',
    confirm: 'تأكيد',
    assign_provider: 'تعيين مقدم خدمة',
    fail_assignment: 'لا يوجد مقدم خدمة',
    pay_advance: 'دفع المقدم',
    fail_advance_payment: 'تعذّر دفع المقدم',
    depart: 'انطلق في الطريق',
    arrive: 'تم الوصول',
    start_inspection: 'بدء الفحص',
    end_inspection: 'إنهاء الفحص',
    start_work: 'بدء العمل',
    pay_final: 'دفع المتبقي',
    complete: 'إكمال',
    rate: 'تقييم',
    cancel: 'إلغاء الطلب',
    reschedule: 'إعادة الجدولة',
    hold: 'تعليق',
    resume: 'استئناف',
    fail: 'تحديد كفاشل',
  },
  shift: { morning: 'صباحي', evening: 'مسائي' },
  changeStatus: { submitted: 'بانتظار موافقتك', approved: 'تمت الموافقة', rejected: 'مرفوض' },
  logAction: {
    collect_cash_payment: 'تم تحصيل المبلغ نقداً',
    evidence_attached: 'تم إرفاق صورة الإنجاز',
    checklist_updated: 'تم تحديث قائمة التحقق',
    payment_approved: 'تمت الموافقة على الدفع',
    payment_rejected: 'تم رفض الدفع',
    proposal_submitted: 'تم اقتراح تغيير',
    proposal_decided: 'تم الرد على التغيير',
  },
  proposalKind: { service_change: 'تغيير الخدمات', visit_change: 'تغيير الزيارة', visit_quotation: 'عرض سعر الزيارة' },
};

const fr: OrderLabels = {
  status: {
    draft: 'Brouillon',
    created: 'Créée',
    confirmed: 'Confirmée',
    assigned: 'Prestataire affecté',
    advance_payment_paid: 'Acompte payé',
    on_the_way: 'En route',
    arrived: 'Arrivé',
    in_progress: 'En cours',
    inspection_started: 'Inspection commencée',
    inspection_ended: 'Inspection terminée',
    final_payment_paid: 'Solde payé',
    completed: 'Terminée',
    rated: 'Notée',
    canceled: 'Annulée',
    failed: 'Échouée',
    advance_payment_failed: "Échec du paiement de l'acompte",
    assign_provider_failed: 'Aucun prestataire disponible',
    draft_failed: 'Brouillon refusé',
    on_hold: 'En attente',
  },
  type: { onetime: 'Ponctuelle', offer: 'Offre', package: 'Visite de forfait', warranty: 'Garantie' },
  operation: {
    submit: 'Envoyer',
    fail_draft: 'Refuser le brouillon',
    confirm: 'Confirmer',
    assign_provider: 'Affecter un prestataire',
    fail_assignment: 'Aucun prestataire',
    pay_advance: "Payer l'acompte",
    fail_advance_payment: 'Acompte non payé',
    depart: 'En route',
    arrive: 'Arrivée sur place',
    start_inspection: "Commencer l'inspection",
    end_inspection: "Terminer l'inspection",
    start_work: 'Commencer les travaux',
    pay_final: 'Payer le solde',
    complete: 'Terminer',
    rate: 'Noter',
    cancel: 'Annuler la commande',
    reschedule: 'Reprogrammer',
    hold: 'Mettre en attente',
    resume: 'Reprendre',
    fail: 'Marquer comme échouée',
  },
  shift: { morning: 'Matin', evening: 'Soir' },
  changeStatus: { submitted: 'En attente de votre accord', approved: 'Acceptée', rejected: 'Refusée' },
  logAction: {
    collect_cash_payment: 'Espèces encaissées',
    evidence_attached: "Photo d'achèvement jointe",
    checklist_updated: 'Liste de contrôle mise à jour',
    payment_approved: 'Paiement approuvé',
    payment_rejected: 'Paiement refusé',
    proposal_submitted: 'Modification proposée',
    proposal_decided: 'Modification traitée',
  },
  proposalKind: {
    service_change: 'Modification des services',
    visit_change: 'Modification de la visite',
    visit_quotation: 'Devis de visite',
  },
};

export const ORDER_LABELS: Record<OrderLabelLanguage, OrderLabels> = { ar, en, fr };

/** The label of a value in a language; an unknown value (a newer API) reads as sent. */
export function orderLabel<TSet extends OrderLabelSet>(language: OrderLabelLanguage, set: TSet, value: string): string {
  const labels = ORDER_LABELS[language][set] as Record<string, string>;
  return labels[value] ?? value;
}

/**
 * The label of an action of the order's log (a step of the machine or a log action: a proposal, the cash collected…);
 * a name this version does not know reads as sent.
 */
export function orderLogLabel(language: OrderLabelLanguage, action: string): string {
  if ((ORDER_TRANSITION_OPERATIONS as readonly string[]).includes(action))
    return orderLabel(language, 'operation', action);
  const known = orderLogAction(action);
  return known ? ORDER_LABELS[language].logAction[known] : action;
}
