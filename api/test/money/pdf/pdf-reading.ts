import jsQR from 'jsqr';
import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFRawStream,
  PDFString,
} from 'pdf-lib';

// Reads back what the invoice PDF declares, with pdf-lib (its own parser: the xref, the catalog, Flate streams), so
// the tests check the file a reader opens, not what pdfkit was asked for.

export interface AssociatedFile {
  name: string;
  relationship: string;
  mime: string;
  bytes: Buffer;
}

const name = (dict: PDFDict, key: string) => dict.lookup(PDFName.of(key), PDFName).decodeText();
/** The decoded bytes of a stream (pdf-lib's typed lookups do not cover raw streams). */
function streamBytes(value: unknown): Buffer {
  if (!(value instanceof PDFRawStream)) throw new Error(`expected a stream, found ${String(value)}`);
  return Buffer.from(decodePDFRawStream(value).decode());
}
const textOf = (value: unknown) =>
  value instanceof PDFString || value instanceof PDFHexString ? value.decodeText() : String(value);

export async function readPdf(bytes: Buffer) {
  const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
  const catalog = pdf.catalog;
  const spec = (value: unknown): AssociatedFile => {
    const dict = pdf.context.lookup(value as never, PDFDict);
    const stream = dict.lookup(PDFName.of('EF'), PDFDict).lookup(PDFName.of('F'));
    return {
      name: textOf(dict.lookup(PDFName.of('UF'))),
      relationship: name(dict, 'AFRelationship'),
      mime: stream instanceof PDFRawStream ? name(stream.dict, 'Subtype') : '',
      bytes: streamBytes(stream),
    };
  };
  const embeddedFiles = catalog
    .lookupMaybe(PDFName.of('Names'), PDFDict)
    ?.lookupMaybe(PDFName.of('EmbeddedFiles'), PDFDict)
    ?.lookup(PDFName.of('Names'), PDFArray)
    .asArray();
  const outputIntents = catalog.lookupMaybe(PDFName.of('OutputIntents'), PDFArray)?.asArray() ?? [];
  return {
    version: bytes.subarray(0, 8).toString('latin1'),
    /** The XMP packet of the catalog's /Metadata. */
    xmp: streamBytes(catalog.lookup(PDFName.of('Metadata'))).toString('utf8'),
    outputIntents: outputIntents.map((ref) => name(pdf.context.lookup(ref as never, PDFDict), 'S')),
    /** The catalog's /AF: the files associated with the document. */
    associatedFiles: (catalog.lookupMaybe(PDFName.of('AF'), PDFArray)?.asArray() ?? []).map(spec),
    /** The /EmbeddedFiles name tree's names (what a reader lists as attachments). */
    embeddedNames: (embeddedFiles ?? []).filter((_, index) => index % 2 === 0).map(textOf),
    pageContents: pdf.getPages().map((page) => pageContent(pdf, page.node)),
    /** Each page's text runs (one per TJ), decoded with their fonts' ToUnicode maps. */
    pageRuns: pdf.getPages().map((page) => textRuns(pdf, page.node)),
  };
}

type Page = ReturnType<PDFDocument['getPages']>[number]['node'];

function pageContent(pdf: PDFDocument, page: Page): string {
  const contents = page.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray() : [contents];
  return streams.map((ref) => streamBytes(pdf.context.lookup(ref as never)).toString('latin1')).join('\n');
}

const utf16 = (hex: string) => Buffer.from(hex, 'hex').swap16().toString('utf16le');

/** A ToUnicode CMap as pdfkit writes it: bfrange lines `<first> <last> [<unicode> …]` (bfchar read as well). */
function toUnicode(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  // A glyph of several characters (a ligature) lists them: <0066 0069>.
  for (const [, first, list] of cmap.matchAll(/<([0-9a-f]+)>\s*<[0-9a-f]+>\s*\[([^\]]*)\]/gi))
    [...(list ?? '').matchAll(/<([0-9a-f ]*)>/gi)].forEach(([, hex], index) => {
      map.set(Number.parseInt(first ?? '', 16) + index, utf16((hex ?? '').replace(/ /g, '')));
    });
  for (const [, code, hex] of cmap.matchAll(/^<([0-9a-f]{4})>\s*<([0-9a-f]+)>$/gim))
    map.set(Number.parseInt(code ?? '', 16), utf16(hex ?? ''));
  return map;
}

function textRuns(pdf: PDFDocument, page: Page): string[] {
  const fonts = new Map<string, Map<number, string>>();
  const resources = page.Resources()?.lookupMaybe(PDFName.of('Font'), PDFDict);
  for (const [key, ref] of resources?.entries() ?? []) {
    const unicode = pdf.context.lookup(ref, PDFDict).lookup(PDFName.of('ToUnicode'));
    if (unicode) fonts.set(key.decodeText(), toUnicode(streamBytes(unicode).toString('latin1')));
  }
  const runs: string[] = [];
  let font = new Map<number, string>();
  for (const [, name, array] of pageContent(pdf, page).matchAll(/\/(\S+) [\d.]+ Tf|\[([^\]]*)\] TJ/g)) {
    if (name) font = fonts.get(name) ?? new Map();
    else
      runs.push(
        [...(array ?? '').matchAll(/<([0-9a-f]+)>/gi)]
          .flatMap(([, hex]) => (hex ?? '').match(/.{4}/g) ?? [])
          .map((code) => font.get(Number.parseInt(code, 16)) ?? '\ufffd')
          .join(''),
      );
  }
  return runs;
}

const RE = /(-?[\d.]+) (-?[\d.]+) (-?[\d.]+) (-?[\d.]+) re/g;

/**
 * The QR code drawn on a page, decoded by jsQR: qr-drawing.ts fills a white square of `size` points, then one small
 * square per dark module; they are painted into a bitmap (4 pixels a module) for the reader.
 */
export function drawnQrText(content: string, size: number): string | null {
  const rects = [...content.matchAll(RE)].map(
    (match) => match.slice(1, 5).map(Number) as [number, number, number, number],
  );
  const frame = rects.find(([, , w, h]) => Math.abs(w - size) < 0.01 && Math.abs(h - size) < 0.01);
  if (!frame) return null;
  const [left, top] = frame;
  const modules = rects.filter(([x, y, w, h]) => w === h && w < 8 && x >= left && y >= top && x < left + size);
  const cell = modules[0]?.[2];
  if (!cell) return null;
  const cells = Math.round(size / cell);
  const scale = 4;
  const width = cells * scale;
  const pixels = new Uint8ClampedArray(width * width * 4).fill(255);
  for (const [x, y] of modules) {
    const col = Math.round((x - left) / cell);
    const row = Math.round((y - top) / cell);
    for (let dy = 0; dy < scale; dy++)
      for (let dx = 0; dx < scale; dx++) {
        const at = ((row * scale + dy) * width + col * scale + dx) * 4;
        pixels.fill(0, at, at + 3);
      }
  }
  return jsQR(pixels, width, width)?.data ?? null;
}
