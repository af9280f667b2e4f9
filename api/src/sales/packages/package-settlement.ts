import type { PaymentMethod } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { localized } from '../../messaging/notifications/notify-company';
import { issueInvoice } from '../../money/invoices/issue-invoice';
import { type LockedAccounts, lockCompanyAccounts, packageSalePlan, post } from '../../money/ledger/index';
import { companyPackages } from '../../platform/db/schema/index';
import type { CompanyScope } from '../../platform/db/scoped-db';
import { type Lang, languages, translate } from '../../platform/i18n/translate';
import { activatePackage } from './package-activation';
import type { PackageRow } from './package-view';

// Paying for a package, in the caller's transaction: one invoice (kind package: the package with 15 % VAT, and the
// credit line's fee when bought on credit), one journal entry (DOMAIN.md §1: wallet / credit line / clearing →
// revenue + VAT payable, the rest after a down payment as receivable), then the package is activated.

export type PaidFrom = { account: 'wallet' | 'credit_line' | 'gateway_clearing' | 'bank_clearing'; amount: number }[];

const lineText = (row: PackageRow) =>
  Object.fromEntries(
    languages.map((lang: Lang) => [
      lang,
      translate(lang, 'packages.line.package', { reference: row.reference, name: row.name[lang] }),
    ]),
  ) as Record<Lang, string>;

export async function settlePackageSale(
  scope: CompanyScope,
  row: PackageRow,
  payment: {
    paidFrom: PaidFrom;
    method: PaymentMethod | null;
    paymentId?: string | null;
    userId: string | null;
    now: Date;
    accounts?: LockedAccounts;
  },
): Promise<{ entryId: string; invoiceId: string }> {
  const paid = payment.paidFrom.reduce((sum, line) => sum + line.amount, 0);
  const due = row.totalPrice + row.creditCost;
  const lines = [{ description: lineText(row), quantity: 1, unitPrice: row.price, vat: row.vat }];
  if (row.creditCost > 0) {
    lines.push({ description: localized('packages.line.credit_cost'), quantity: 1, unitPrice: row.creditCost, vat: 0 });
  }
  const accounts = payment.accounts ?? (await lockCompanyAccounts(scope));
  const invoice = await issueInvoice(scope, {
    kind: 'package',
    status: paid >= due ? 'paid' : 'partial',
    issuedAt: payment.now,
    lines,
    paid,
    paymentId: payment.paymentId ?? null,
  });
  const entry = await post(
    scope,
    {
      type: 'order',
      paymentType: paid >= due ? 'package' : 'advance',
      method: payment.method,
      paymentId: payment.paymentId ?? null,
      invoiceId: invoice.id,
      reference: row.reference,
      description: localized('packages.entry.payment', { reference: row.reference }),
      createdBy: payment.userId,
      createdAt: payment.now,
      postings: packageSalePlan({
        price: row.price,
        vat: row.vat,
        creditCost: row.creditCost,
        paid: payment.paidFrom,
      }),
    },
    accounts,
  );
  await scope.update(
    companyPackages,
    {
      amountPaid: paid,
      paymentStatus: paid >= due ? 'paid' : 'partial',
      invoiceIds: [...row.invoiceIds, invoice.id],
    },
    eq(companyPackages.id, row.id),
  );
  await activatePackage(scope, row, payment.now);
  return { entryId: entry.id, invoiceId: invoice.id };
}
