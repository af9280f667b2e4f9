import type { InvoiceKind, InvoiceStatus, LocalizedText } from '@portal/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../db/database';
import { invoiceCounters, invoiceLines, invoices, settings } from '../db/schema/index';
import type { CompanyScope } from '../db/scoped-db';

// Issues an invoice inside the caller's transaction (DOMAIN.md §3). The number comes from the company's counter
// row, incremented with an upsert that holds the row lock until the transaction ends: two concurrent invoices
// of one company get consecutive numbers, and a rolled-back one gives its number back (no gaps, no duplicates).

interface InvoiceLineInput {
  description: LocalizedText;
  quantity: number;
  /** Halalas, before VAT. */
  unitPrice: number;
  /** Halalas of VAT on this line (0 for a recharge: a prepayment, VAT is charged on the services). */
  vat: number;
}

export interface IssueInvoiceInput {
  kind: InvoiceKind;
  status: InvoiceStatus;
  issuedAt: Date;
  lines: InvoiceLineInput[];
  discount?: number;
  /** Halalas already paid (the whole total for a paid recharge). */
  paid: number;
  paymentId?: string | null;
}

export interface IssuedInvoice {
  id: string;
  number: number;
  code: string;
  total: number;
}

/** Platform settings rows (migration 0006) holding the seller printed on every invoice. */
const SELLER_SETTING_KEYS = { name: 'seller_name', vatNumber: 'seller_vat_number' } as const;

function invoiceCode(issuedAt: Date, number: number): string {
  return `INV-${issuedAt.getUTCFullYear()}-${String(number).padStart(6, '0')}`;
}

async function readSeller(db: Queryable) {
  const rows = await db
    .select({ key: settings.key, value: settings.value })
    .from(settings)
    .where(
      and(
        eq(settings.platform, 'b2b_portal'),
        inArray(settings.key, [SELLER_SETTING_KEYS.name, SELLER_SETTING_KEYS.vatNumber]),
      ),
    );
  const name = rows.find((row) => row.key === SELLER_SETTING_KEYS.name)?.value as
    | { ar?: string; en?: string }
    | undefined;
  // A JSON string of digits may come back as a number (the driver and drizzle both parse jsonb): read it as text.
  const raw = rows.find((row) => row.key === SELLER_SETTING_KEYS.vatNumber)?.value;
  const vatNumber = typeof raw === 'string' || typeof raw === 'number' ? String(raw) : null;
  if (!name?.ar || !name.en || !vatNumber) {
    throw new Error('seller_name / seller_vat_number settings are missing (migration 0006)');
  }
  return { nameAr: name.ar, nameEn: name.en, vatNumber };
}

/** `scope` must be bound to the transaction of the sale or payment the invoice is for. */
export async function issueInvoice(scope: CompanyScope, input: IssueInvoiceInput): Promise<IssuedInvoice> {
  if (input.lines.length === 0) throw new Error('an invoice needs at least one line');
  const subtotal = input.lines.reduce((sum, line) => sum + line.quantity * line.unitPrice, 0);
  const vat = input.lines.reduce((sum, line) => sum + line.vat, 0);
  const discount = input.discount ?? 0;
  const total = subtotal - discount + vat;

  const seller = await readSeller(scope.db);
  const buyer = await scope.company();
  if (!buyer) throw new Error(`company ${scope.companyId} not found`);

  const [counter] = await scope
    .insert(invoiceCounters)
    .values({ lastNumber: 1 })
    .onConflictDoUpdate({
      target: invoiceCounters.companyId,
      set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` },
    })
    .returning({ number: invoiceCounters.lastNumber });
  const number = counter!.number;
  const code = invoiceCode(input.issuedAt, number);

  const [invoice] = await scope
    .insert(invoices)
    .values({
      number,
      code,
      kind: input.kind,
      status: input.status,
      issuedAt: input.issuedAt,
      sellerNameAr: seller.nameAr,
      sellerNameEn: seller.nameEn,
      sellerVatNumber: seller.vatNumber,
      buyerNameAr: buyer.nameAr,
      buyerNameEn: buyer.nameEn,
      buyerCrNumber: buyer.crNumber,
      buyerVatNumber: buyer.vatNumber,
      subtotal,
      discount,
      vat,
      total,
      paid: input.paid,
      paymentId: input.paymentId ?? null,
    })
    .returning({ id: invoices.id });
  await scope.db.insert(invoiceLines).values(
    input.lines.map((line, at) => ({
      invoiceId: invoice!.id,
      position: at + 1,
      description: line.description,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      amount: line.quantity * line.unitPrice,
      vat: line.vat,
    })),
  );
  return { id: invoice!.id, number, code, total };
}
