import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { defuseFormula, type ExportColumn, exportTable, tableCsv } from '../../src/platform/exports/table-export';

interface Row {
  number: string;
  buyer: string;
  total: number | null;
  count: number;
}

const columns: ExportColumn<Row>[] = [
  { header: 'رقم الفاتورة', value: (row) => row.number },
  { header: 'المشتري', value: (row) => row.buyer },
  { header: 'الإجمالي', kind: 'sar', value: (row) => row.total },
  { header: 'count', kind: 'number', value: (row) => row.count },
];

const rows: Row[] = [
  { number: 'INV-2026-000001', buyer: 'شركة الرياض', total: 11500, count: -3 },
  { number: '=HYPERLINK("http://x","y")', buyer: 'a;=cmd()', total: 5, count: 1 },
  { number: '+966500000001', buyer: '@SUM(A1)', total: -150, count: 0 },
  { number: '\tTAB', buyer: '\rCR', total: null, count: 2 },
  { number: '-2+3', buyer: 'He said "hi", ok', total: 0, count: 3 },
];

const now = new Date('2026-11-23T12:00:00Z');

function parseLines(csv: string) {
  expect(csv.startsWith('\uFEFF')).toBe(true);
  return csv.slice(1).split('\r\n');
}

describe('defuseFormula', () => {
  it('prefixes an apostrophe to text a spreadsheet would evaluate', () => {
    for (const dangerous of ['=1+1', '+1', '-1', '@x', '\tx', '\rx'])
      expect(defuseFormula(dangerous)).toBe(`'${dangerous}`);
    for (const harmless of ['a=1', ' =1', 'INV-1', '', 'شركة', 'a, b; c', '1-2']) {
      expect(defuseFormula(harmless)).toBe(harmless);
    }
  });

  it('also defuses what follows a , ; TAB or line break, where a ;-locale or quote-blind reader starts a cell', () => {
    expect(defuseFormula('a;=cmd()')).toBe("a;'=cmd()");
    expect(defuseFormula('x,+1;-2\t@y\n=z\r=w')).toBe("x,'+1;'-2\t'@y\n'=z\r'=w");
    expect(defuseFormula('=a;=b')).toBe("'=a;'=b");
  });
});

describe('CSV export', () => {
  it('writes a BOM, CRLF rows, defused and quoted text, exact SAR amounts', () => {
    const lines = parseLines(tableCsv(columns, rows));
    expect(lines).toEqual([
      'رقم الفاتورة,المشتري,الإجمالي,count',
      'INV-2026-000001,شركة الرياض,115.00,-3',
      `"'=HYPERLINK(""http://x"",""y"")","a;'=cmd()",0.05,1`,
      `'+966500000001,'@SUM(A1),-1.50,0`,
      `"'\tTAB","'\rCR",,2`,
      `'-2+3,"He said ""hi"", ok",0.00,3`,
      '',
    ]);
  });

  it('stays safe with the ; separator: a field holding , or ; is quoted so no cell starts inside it', () => {
    const lines = parseLines(tableCsv(columns, rows, ';'));
    expect(lines[1]).toBe('INV-2026-000001;شركة الرياض;115.00;-3');
    expect(lines[2]).toBe(`"'=HYPERLINK(""http://x"",""y"")";"a;'=cmd()";0.05;1`);
    // Split as Excel would (quotes respected): no resulting cell starts with a formula character unless it is a number.
    for (const line of lines.slice(1, -1)) {
      const cells =
        line.match(/("([^"]|"")*"|[^;]*)(;|$)/g)?.map((cell) => cell.replace(/;$/, '').replace(/^"|"$/g, '')) ?? [];
      for (const cell of cells) if (/^[=+@\t\r]/.test(cell)) throw new Error(`live cell ${cell}`);
    }
  });

  it('leaves no live cell to a reader that splits on , or ; and ignores quotes (issue 16.8)', () => {
    for (const separator of [',', ';'] as const) {
      const body = tableCsv(columns, rows, separator).slice(1);
      // Every piece between split characters, quotes stripped: none may start a formula (numbers are not text).
      const pieces = body.split(/[,;\r\n\t]/).map((piece) => piece.replace(/^"+/, ''));
      const live = pieces.filter((piece) => /^[=+@]/.test(piece) || /^-(?!\d+(\.\d+)?$)/.test(piece));
      expect(live).toEqual([]);
    }
  });
});

describe('xlsx export', () => {
  it('writes typed string cells (never formulas), riyal amounts with two decimals, a right-to-left Arabic sheet', async () => {
    const file = await exportTable({ format: 'xlsx', lang: 'ar', title: 'الفواتير', columns, rows, now });
    expect(file.filename).toBe('الفواتير-2026-11-23.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.body as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('الفواتير');
    expect(sheet.views[0]?.rightToLeft).toBe(true);
    expect(sheet.getRow(1).values).toEqual([undefined, 'رقم الفاتورة', 'المشتري', 'الإجمالي', 'count']);
    expect(sheet.getCell('C2').value).toBe(115);
    expect(sheet.getCell('C2').numFmt).toBe('#,##0.00');
    expect(sheet.getCell('C4').value).toBe(-1.5);
    const injected = sheet.getCell('A3');
    expect(injected.type).toBe(ExcelJS.ValueType.String);
    expect(injected.value).toBe('=HYPERLINK("http://x","y")');
    expect(sheet.getCell('A4').value).toBe('+966500000001');
    // Issue 26.7: a cell that starts like a formula is in Text format, so editing it in Excel or LibreOffice keeps
    // it text; other cells keep the general format.
    for (const address of ['A3', 'A4', 'B4', 'A5', 'B5', 'A6']) expect(sheet.getCell(address).numFmt).toBe('@');
    for (const address of ['A2', 'B2', 'B3', 'B6']) expect(sheet.getCell(address).numFmt).not.toBe('@');
    expect(sheet.getCell('C5').value).toBeNull();
    for (let row = 2; row <= sheet.rowCount; row++)
      sheet.getRow(row).eachCell((cell) => expect(cell.type).not.toBe(ExcelJS.ValueType.Formula));
  });

  it('is left-to-right in English and names the CSV file the same way', async () => {
    const file = await exportTable({ format: 'xlsx', lang: 'en', title: 'Invoices: 2026/11', columns, rows, now });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.body as unknown as ArrayBuffer);
    expect(workbook.worksheets[0]?.views[0]?.rightToLeft).toBe(false);
    expect(workbook.worksheets[0]?.name).toBe('Invoices  2026 11');
    const csv = await exportTable({ format: 'csv', lang: 'en', title: 'Invoices', columns, rows, now });
    expect(csv.filename).toBe('Invoices-2026-11-23.csv');
    expect(csv.contentType).toBe('text/csv; charset=utf-8');
  });
});
