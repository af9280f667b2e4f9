import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { companyOwner } from '../company/account-helpers';
import { csvLines } from '../support/csv-lines';
import { useTestApp } from '../support/harness';
import { cardRecharge, sendReceipt } from './money-helpers';

// The money exports write every spec §4 value (method, type, status, kind) as the label the pages show, in the
// export's language (contract MONEY_LABELS), never the raw code; text cells stay formula-injection safe.

let owner: Awaited<ReturnType<typeof companyOwner>>;

const t = useTestApp();
beforeAll(async () => {
  owner = await companyOwner(t, 'Labels Co');
  await cardRecharge(t, owner.token, 25_000, 'success');
  const transfer = await sendReceipt(t, owner.token, {
    amount: '40000',
    note: '=HYPERLINK("http://evil.example","x")',
  });
  expect(transfer.statusCode).toBe(201);
});

const EXPORTS = {
  payments: '/api/v1/company/wallets/walletPayment/export',
  transactions: '/api/v1/company/wallets/walletTransaction/export',
  transfers: '/api/v1/company/wallets/walletTempTransaction/export',
  invoices: '/api/v1/company/invoices/invoice/export',
} as const;

async function csvRows(url: string, lang: string): Promise<string[][]> {
  const answer = await t.app.inject({
    method: 'GET',
    url: `${url}?format=csv`,
    headers: { authorization: `Bearer ${owner.token}`, lang },
  });
  expect(answer.statusCode).toBe(200);
  // No cell of these files holds a comma, so a plain split reads them (quoted cells keep their quotes).
  return csvLines(answer.body).map((line) => line.split(','));
}

/** The cells of one column (by its header) below the header row. */
function column(rows: string[][], header: string): string[] {
  const index = rows[0]!.indexOf(header);
  expect(index, `column ${header} in ${rows[0]!.join(' | ')}`).toBeGreaterThanOrEqual(0);
  return rows.slice(1).map((row) => row[index]!);
}

describe('French exports carry French labels', () => {
  it('payments: method, type and status', async () => {
    const rows = await csvRows(EXPORTS.payments, 'fr');
    expect(column(rows, 'Méthode')).toEqual(['Carte']);
    expect(column(rows, 'Type')).toEqual(['Recharge']);
    expect(column(rows, 'Statut')).toEqual(['Payée']);
  });

  it('transactions: type, method and payment type', async () => {
    const rows = await csvRows(EXPORTS.transactions, 'fr');
    expect(column(rows, 'Type')).toEqual(['Dépôt']);
    expect(column(rows, 'Méthode')).toEqual(['Carte']);
    expect(column(rows, 'Type de paiement')).toEqual(['Recharge']);
  });

  it('bank transfers: status and overdue, with the note defused', async () => {
    const rows = await csvRows(EXPORTS.transfers, 'fr');
    expect(column(rows, 'Statut')).toEqual(['En attente']);
    expect(column(rows, 'En retard')).toEqual(['Non']);
    const note = rows[1]!.slice(rows[0]!.indexOf('Note')).join(',');
    expect(note.startsWith(`"'=HYPERLINK(`)).toBe(true);
  });

  it('invoices: kind and status', async () => {
    const rows = await csvRows(EXPORTS.invoices, 'fr');
    expect(column(rows, 'Type')).toEqual(['Recharge du portefeuille']);
    expect(column(rows, 'Statut')).toEqual(['Payée']);
  });
});

describe('Arabic exports carry Arabic labels', () => {
  async function sheet(url: string) {
    const answer = await t.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${owner.token}`, lang: 'ar' },
    });
    expect(answer.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(answer.rawPayload as unknown as ArrayBuffer);
    const worksheet = workbook.worksheets[0]!;
    const values = (row: number) =>
      (worksheet.getRow(row).values as unknown[]).slice(1).map((value) => (value === undefined ? null : value));
    return { headers: values(1) as string[], first: values(2) };
  }
  const cell = (table: { headers: string[]; first: unknown[] }, header: string) =>
    table.first[table.headers.indexOf(header)];

  it('payments .xlsx: بطاقة / شحن / مدفوعة', async () => {
    const table = await sheet(EXPORTS.payments);
    expect(cell(table, 'طريقة الدفع')).toBe('بطاقة');
    expect(cell(table, 'النوع')).toBe('شحن');
    expect(cell(table, 'الحالة')).toBe('مدفوعة');
  });

  it('transactions, transfers and invoices .xlsx', async () => {
    expect(cell(await sheet(EXPORTS.transactions), 'النوع')).toBe('إيداع');
    expect(cell(await sheet(EXPORTS.transfers), 'الحالة')).toBe('قيد المراجعة');
    const invoices = await sheet(EXPORTS.invoices);
    expect(cell(invoices, 'النوع')).toBe('شحن المحفظة');
    expect(cell(invoices, 'الحالة')).toBe('مدفوعة');
  });

  it('an English export reads the same labels as the English pages', async () => {
    const rows = await csvRows(EXPORTS.payments, 'en');
    expect(column(rows, 'Method')).toEqual(['Card']);
    expect(column(rows, 'Status')).toEqual(['Paid']);
  });
});
