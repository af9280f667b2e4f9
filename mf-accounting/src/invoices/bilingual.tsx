import { INVOICE_LABELS, type InvoiceLabel } from './invoice-labels';

/** "الوصف / Description": both languages, each with its own direction so neither is reordered. */
export function Bilingual({ label }: { label: InvoiceLabel }) {
  const text = INVOICE_LABELS[label];
  return (
    <>
      <span lang="ar" dir="rtl">
        {text.ar}
      </span>
      {' / '}
      <span lang="en" dir="ltr">
        {text.en}
      </span>
    </>
  );
}
