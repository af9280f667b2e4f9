import type { Lang } from '../../platform/i18n/translate';

// Column headers and sheet title of the orders export in the three portal languages (the values are labelled by
// the contract's ORDER_LABELS and MONEY_LABELS, the tables the pages show).

export type OrderExportColumn =
  | 'sheet'
  | 'reference'
  | 'created_at'
  | 'type'
  | 'status'
  | 'branch'
  | 'branch_code'
  | 'customer'
  | 'date'
  | 'time'
  | 'shift'
  | 'provider'
  | 'services_count'
  | 'subtotal'
  | 'discount'
  | 'vat'
  | 'total'
  | 'total_paid'
  | 'total_due'
  | 'payment_status'
  | 'payment_method';

export const ORDER_EXPORT_HEADERS: Record<Lang, Record<OrderExportColumn, string>> = {
  ar: {
    sheet: 'الطلبات',
    reference: 'المرجع',
    created_at: 'تاريخ الإنشاء',
    type: 'النوع',
    status: 'الحالة',
    branch: 'الفرع',
    branch_code: 'رمز الفرع',
    customer: 'العميل',
    date: 'تاريخ الزيارة',
    time: 'الوقت',
    shift: 'الفترة',
    provider: 'مقدم الخدمة',
    services_count: 'عدد الخدمات',
    subtotal: 'المجموع الفرعي (ريال)',
    discount: 'الخصم (ريال)',
    vat: 'ضريبة القيمة المضافة (ريال)',
    total: 'الإجمالي (ريال)',
    total_paid: 'المدفوع (ريال)',
    total_due: 'المستحق (ريال)',
    payment_status: 'حالة الدفع',
    payment_method: 'طريقة الدفع',
  },
  en: {
    sheet: 'Orders',
    reference: 'Reference',
    created_at: 'Created at',
    type: 'Type',
    status: 'Status',
    branch: 'Branch',
    branch_code: 'Branch code',
    customer: 'Customer',
    date: 'Visit date',
    time: 'Time',
    shift: 'Shift',
    provider: 'Provider',
    services_count: 'Services',
    subtotal: 'Subtotal (SAR)',
    discount: 'Discount (SAR)',
    vat: 'VAT (SAR)',
    total: 'Total (SAR)',
    total_paid: 'Paid (SAR)',
    total_due: 'Due (SAR)',
    payment_status: 'Payment status',
    payment_method: 'Payment method',
  },
  fr: {
    sheet: 'Commandes',
    reference: 'Référence',
    created_at: 'Créée le',
    type: 'Type',
    status: 'Statut',
    branch: 'Agence',
    branch_code: "Code de l'agence",
    customer: 'Client',
    date: 'Date de visite',
    time: 'Heure',
    shift: 'Créneau',
    provider: 'Prestataire',
    services_count: 'Services',
    subtotal: 'Sous-total (SAR)',
    discount: 'Remise (SAR)',
    vat: 'TVA (SAR)',
    total: 'Total (SAR)',
    total_paid: 'Payé (SAR)',
    total_due: 'Dû (SAR)',
    payment_status: 'Statut du paiement',
    payment_method: 'Moyen de paiement',
  },
};
