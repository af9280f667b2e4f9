import { BRANCH_IMPORT_COLUMNS, BRANCH_IMPORT_LIMITS } from '@portal/contract';
import ExcelJS from 'exceljs';
import { type DownloadFile, XLSX_TYPE } from '../../platform/http/file-route';
import type { RequestContext } from '../../platform/http/request-context';
import type { Lang } from '../../platform/i18n/translate';
import { translate } from '../../platform/i18n/translate';
import { type BranchReferences, loadBranchReferences } from '../branches/branch-references';
import { headerOf } from './import-columns';

// The downloadable bulk-upload template (spec §2): headers in the user's language, drop-down lists for branch type,
// city and area (from a "Lists" sheet), and one example row.

const letter = (index: number) => String.fromCharCode(65 + index); // fewer than 26 columns

type ListValidation = { type: 'list'; allowBlank: boolean; formulae: string[]; showErrorMessage: boolean };
// exceljs supports range data validations but does not declare `dataValidations` on Worksheet.
type WithValidations = { dataValidations: { add(range: string, validation: ListValidation): void } };

async function branchTemplate(refs: BranchReferences, lang: Lang): Promise<DownloadFile> {
  const byName = <T extends { nameAr: string; nameEn: string; nameFr: string }>(rows: T[]) =>
    rows.map((row) => (lang === 'ar' ? row.nameAr : lang === 'fr' ? row.nameFr : row.nameEn));
  const serviced = [...refs.cities.values()].filter((city) => city.isServiced);
  const types = byName([...refs.propertyTypes.values()].sort((a, b) => a.code.localeCompare(b.code)));
  const cities = byName([...serviced, ...[...refs.cities.values()].filter((city) => !city.isServiced)]);
  const servicedIds = new Set(serviced.map((city) => city.id));
  const areas = byName([...refs.areas.values()].filter((area) => servicedIds.has(area.cityId))).sort((a, b) =>
    a.localeCompare(b, lang),
  );

  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(translate(lang, 'import.sheet.branches'), {
    views: [{ rightToLeft: lang === 'ar', state: 'frozen', ySplit: 1 }],
  });
  const lists = workbook.addWorksheet(translate(lang, 'import.sheet.lists'), { state: 'hidden' });
  [types, cities, areas].forEach((values, index) => {
    values.forEach((value, row) => {
      lists.getCell(row + 1, index + 1).value = value;
    });
  });

  const header = sheet.addRow(BRANCH_IMPORT_COLUMNS.map((column) => headerOf(column, lang)));
  header.font = { bold: true };
  BRANCH_IMPORT_COLUMNS.forEach((_column, index) => {
    sheet.getColumn(index + 1).width = 22;
  });
  const example: Record<(typeof BRANCH_IMPORT_COLUMNS)[number], string | number> = {
    name: translate(lang, 'import.example.name'),
    code: 'BR-001',
    property_type: types[0] ?? '',
    city: cities[0] ?? '',
    area: byName([...refs.areas.values()].filter((area) => area.code === 'riyadh-olaya'))[0] ?? areas[0] ?? '',
    address: translate(lang, 'import.example.address'),
    building_number: '7421',
    size_m2: 450,
    height_m: 12,
    construction_date: '2015-06-01',
    building_age_years: 10,
    floors: 3,
    floor_height_m: 3.5,
    latitude: 24.6953,
    longitude: 46.6853,
  };
  sheet.addRow(BRANCH_IMPORT_COLUMNS.map((column) => example[column]));

  const lastRow = BRANCH_IMPORT_LIMITS.maxRows + 1;
  const listSheet = `'${lists.name.replace(/'/g, "''")}'`;
  const dropDown = (column: (typeof BRANCH_IMPORT_COLUMNS)[number], listColumn: number, count: number) => {
    const at = letter(BRANCH_IMPORT_COLUMNS.indexOf(column));
    const source = letter(listColumn);
    (sheet as unknown as WithValidations).dataValidations.add(`${at}2:${at}${lastRow}`, {
      type: 'list',
      allowBlank: true,
      formulae: [`${listSheet}!$${source}$1:$${source}$${Math.max(count, 1)}`],
      showErrorMessage: true,
    });
  };
  dropDown('property_type', 0, types.length);
  dropDown('city', 1, cities.length);
  dropDown('area', 2, areas.length);

  return {
    filename: 'branches-template.xlsx',
    contentType: XLSX_TYPE,
    body: Buffer.from(await workbook.xlsx.writeBuffer()),
  };
}

/** GET the template: the look-up lists of the moment in the caller's language. */
export async function branchTemplateFile(ctx: RequestContext): Promise<DownloadFile> {
  return branchTemplate(await loadBranchReferences(ctx.db), ctx.lang);
}
