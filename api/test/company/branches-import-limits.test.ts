import { constants, crc32, deflateRawSync } from 'node:zlib';
import { unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { branches } from '../../src/platform/db/schema/index';
import { registerAndSignIn, useTestApp } from '../support/harness';
import { ENGLISH_HEADER, sheetRow, upload, workbookOf } from './branches-support';

// Issue 16 §3: an upload is checked against the spreadsheet limits before anything parses it — a zip bomb
// (honest or lying headers) answers 413, too many rows or columns 422 — and the parsing runs in a worker thread.

let owner: string;
const t = useTestApp();
beforeAll(async () => {
  owner = (await registerAndSignIn(t.app, undefined, 'Import Limits Co')).token;
});

const rowCount = () => t.database.db.$count(branches);
const goodRow = sheetRow('Olaya Store', 'LIM-1').slice(0, 8);

interface Entry {
  name: string;
  /** Raw deflate data. */
  deflated: Uint8Array;
  crc: number;
  /** Unpacked size written in the zip's headers (a bomb may lie). */
  declaredSize: number;
}

/** A zip from ready deflate streams, headers as given (so a test can make them lie). */
function zipOf(entries: Entry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt32LE(entry.crc, 14);
    local.writeUInt32LE(entry.deflated.length, 18);
    local.writeUInt32LE(entry.declaredSize, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(entry.crc, 16);
    central.writeUInt32LE(entry.deflated.length, 20);
    central.writeUInt32LE(entry.declaredSize, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, Buffer.from(entry.deflated));
    centrals.push(central, name);
    offset += local.length + name.length + entry.deflated.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const entryOf = (name: string, data: Uint8Array): Entry => ({
  name,
  deflated: deflateRawSync(data),
  crc: crc32(data),
  declaredSize: data.length,
});

/** A real filled template with its first sheet's XML changed by `edit`. */
async function workbookWithSheet(edit: (xml: string) => string): Promise<Buffer> {
  const files = unzipSync(new Uint8Array(await workbookOf(ENGLISH_HEADER, [goodRow])));
  return zipOf(
    Object.entries(files).map(([name, data]) =>
      entryOf(name, name === 'xl/worksheets/sheet1.xml' ? Buffer.from(edit(Buffer.from(data).toString())) : data),
    ),
  );
}

/**
 * A real filled template whose first sheet holds `megabytes` of blank space: about 1 KB of zip per MB unpacked,
 * made without ever holding the unpacked text (deflate blocks flushed at byte boundaries can be repeated).
 */
async function zipBomb(megabytes: number, declaredSize?: number): Promise<Buffer> {
  const files = unzipSync(new Uint8Array(await workbookOf(ENGLISH_HEADER, [goodRow])));
  const xml = Buffer.from(files['xl/worksheets/sheet1.xml']!).toString();
  const cut = xml.indexOf('</sheetData>');
  const flushed = (data: Buffer) => deflateRawSync(data, { finishFlush: constants.Z_FULL_FLUSH });
  const blank = flushed(Buffer.alloc(1024 * 1024, ' '));
  const deflated = Buffer.concat([
    flushed(Buffer.from(xml.slice(0, cut))),
    ...Array.from({ length: megabytes }, () => blank),
    deflateRawSync(Buffer.from(xml.slice(cut))),
  ]);
  const size = xml.length + megabytes * 1024 * 1024;
  return zipOf(
    Object.entries(files).map(([name, data]) =>
      name === 'xl/worksheets/sheet1.xml'
        ? { name, deflated, crc: 0, declaredSize: declaredSize ?? size }
        : entryOf(name, data),
    ),
  );
}

describe('company/importProperties: spreadsheet limits before parsing (issue 16 §3)', () => {
  it('the helpers make a workbook that imports (the limits refuse the bombs, not the zips)', async () => {
    const file = await workbookWithSheet((xml) => xml);
    const answer = await upload(t.app, owner, file);
    expect(answer.statusCode).toBe(201);
    expect(answer.body.data).toEqual({ imported: 1 });
  });

  it('refuses a zip bomb (1 GB of sheet in about 1 MB) with 413 from its declared size, quickly', async () => {
    const bomb = await zipBomb(1024);
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    const before = await rowCount();
    const rss = process.memoryUsage().rss;
    const started = performance.now();
    const answer = await upload(t.app, owner, bomb);
    expect(answer.statusCode).toBe(413);
    expect(answer.body.message).toBe(
      'The workbook unpacks to more than 32 MB (an .xlsx is compressed); remove unused sheets, images or formatting, or split it',
    );
    expect(answer.body.errors.file).toHaveLength(1);
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(process.memoryUsage().rss - rss).toBeLessThan(256 * 1024 * 1024);
    expect(await rowCount()).toBe(before);
  });

  it('refuses a zip bomb whose headers lie about its size: the real unpacked bytes are counted', async () => {
    const liar = await zipBomb(1024, 4000);
    const rss = process.memoryUsage().rss;
    const answer = await upload(t.app, owner, liar, 'fr');
    expect(answer.statusCode).toBe(413);
    expect(answer.body.message).toMatch(/^Le classeur décompressé dépasse 32 Mo/);
    expect(process.memoryUsage().rss - rss).toBeLessThan(256 * 1024 * 1024);
  });

  it('refuses a sheet with more rows than the limit, empty ones included, before reading it (422)', async () => {
    const emptyRows = Array.from({ length: 20_000 }, (_, index) => `<row r="${index + 3}"/>`).join('');
    const file = await workbookWithSheet((xml) => xml.replace('</sheetData>', `${emptyRows}</sheetData>`));
    const answer = await upload(t.app, owner, file);
    expect(answer.statusCode).toBe(422);
    expect(answer.body.message).toBe('The file has more than 10000 rows; split it into smaller files');
    expect(answer.body.errors).toEqual({ file: ['The file has more than 10000 rows; split it into smaller files'] });
  });

  it('refuses a sheet with more columns than the limit (422), in the caller language', async () => {
    const far = '<row r="3"><c r="XFD3" t="inlineStr"><is><t>note</t></is></c></row>';
    const file = await workbookWithSheet((xml) => xml.replace('</sheetData>', `${far}</sheetData>`));
    const answer = await upload(t.app, owner, file, 'ar');
    expect(answer.statusCode).toBe(422);
    expect(answer.body.message).toBe('تحتوي إحدى أوراق الملف على أكثر من 50 عمود؛ أبقِ أعمدة القالب فقط');
  });
});
