// A Saudi tax invoice is bilingual whatever the reader's language (Arabic first, then English): these labels
// are the document's own, not the interface's, so they sit outside the i18n catalogues.
export const INVOICE_LABELS = {
  title: { ar: 'فاتورة ضريبية', en: 'Tax Invoice' },
  simplifiedTitle: { ar: 'فاتورة ضريبية مبسطة', en: 'Simplified Tax Invoice' },
  creditNoteTitle: { ar: 'إشعار دائن', en: 'Credit Note' },
  creditNoteNumber: { ar: 'رقم الإشعار', en: 'Credit note number' },
  credits: { ar: 'الفاتورة الأصلية', en: 'Original invoice' },
  creditReason: { ar: 'سبب الإشعار', en: 'Reason' },
  number: { ar: 'رقم الفاتورة', en: 'Invoice number' },
  issuedAt: { ar: 'تاريخ الإصدار', en: 'Issue date' },
  status: { ar: 'الحالة', en: 'Status' },
  seller: { ar: 'البائع', en: 'Seller' },
  buyer: { ar: 'المشتري', en: 'Buyer' },
  vatNumber: { ar: 'الرقم الضريبي', en: 'VAT number' },
  crNumber: { ar: 'السجل التجاري', en: 'CR number' },
  address: { ar: 'العنوان', en: 'Address' },
  description: { ar: 'الوصف', en: 'Description' },
  quantity: { ar: 'الكمية', en: 'Quantity' },
  unitPrice: { ar: 'سعر الوحدة', en: 'Unit price' },
  amount: { ar: 'المبلغ', en: 'Amount' },
  vat: { ar: 'الضريبة', en: 'VAT' },
  subtotal: { ar: 'المجموع قبل الضريبة', en: 'Subtotal' },
  discount: { ar: 'الخصم', en: 'Discount' },
  coupon: { ar: 'القسيمة', en: 'Coupon' },
  offer: { ar: 'العرض', en: 'Offer' },
  vatTotal: { ar: 'ضريبة القيمة المضافة 15٪', en: 'VAT 15%' },
  total: { ar: 'الإجمالي شامل الضريبة', en: 'Total incl. VAT' },
  paid: { ar: 'المدفوع', en: 'Paid' },
  due: { ar: 'المستحق', en: 'Amount due' },
} as const;

export type InvoiceLabel = keyof typeof INVOICE_LABELS;
