import type { Quotation } from '@portal/shared/contract';
import type { QuotationFact } from '../quotation-facts';

// The rows of two quotations side by side: the answers, then each service (by id, present in either), then the
// totals. Money rows carry halalas so the page can show the difference; other rows are compared as text.

export type CompareRow =
  | { kind: 'text'; key: string; label: string; a: string; b: string }
  | { kind: 'money'; key: string; label: string; a: number | null; b: number | null };

type Labels = {
  facts: (quotation: Quotation) => QuotationFact[];
  serviceName: (serviceId: string) => string;
  subtotal: string;
  discount: string;
  vat: string;
  total: string;
};

const lineTotal = (quotation: Quotation, serviceId: string) => {
  const line = quotation.price.lines.find((candidate) => candidate.service_id === serviceId);
  return line ? line.amount + line.products.reduce((sum, product) => sum + product.amount, 0) : null;
};

export function compareRows(a: Quotation, b: Quotation, labels: Labels): CompareRow[] {
  const factsB = new Map(labels.facts(b).map((fact) => [fact.key, fact.value]));
  const rows: CompareRow[] = labels
    .facts(a)
    .map((fact) => ({ kind: 'text', key: fact.key, label: fact.label, a: fact.value, b: factsB.get(fact.key) ?? '—' }));
  const serviceIds = [...new Set([...a.price.lines, ...b.price.lines].map((line) => line.service_id))];
  for (const id of serviceIds) {
    rows.push({
      kind: 'money',
      key: `service-${id}`,
      label: labels.serviceName(id),
      a: lineTotal(a, id),
      b: lineTotal(b, id),
    });
  }
  rows.push(
    { kind: 'money', key: 'subtotal', label: labels.subtotal, a: a.price.subtotal, b: b.price.subtotal },
    { kind: 'money', key: 'discount', label: labels.discount, a: a.price.discount, b: b.price.discount },
    { kind: 'money', key: 'vat', label: labels.vat, a: a.price.vat, b: b.price.vat },
    { kind: 'money', key: 'total', label: labels.total, a: a.price.total, b: b.price.total },
  );
  return rows;
}
