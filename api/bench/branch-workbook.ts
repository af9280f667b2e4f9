import ExcelJS from 'exceljs';

// The workbook the import benchmarks upload: the app's own template (its lists of property types and areas) with
// `rows` generated branches in place of the example row, as a user fills it.

export async function branchWorkbook(template: ArrayBuffer, rows: number): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(template);
  const sheet = workbook.worksheets[0]!;
  const lists = workbook.worksheets[1]!;
  const types = (lists.getColumn(1).values as string[]).filter(Boolean);
  const areas = (lists.getColumn(3).values as string[]).filter(Boolean);
  sheet.spliceRows(2, 1); // drop the example row
  for (let i = 0; i < rows; i++) {
    sheet.addRow([
      `Branch ${i + 1}`,
      `B-${String(i + 1).padStart(5, '0')}`,
      types[i % types.length],
      'Riyadh',
      areas[i % areas.length],
      `Street ${i % 300}`,
      String(1000 + i),
      100 + (i % 900),
      10 + (i % 40),
      '2012-03-04',
      i % 50,
      1 + (i % 30),
      3.25,
      24.6 + (i % 30) / 100,
      46.6 + (i % 30) / 100,
    ]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
