import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { validateXML } from 'xmllint-wasm';

// The UBL 2.1 Invoice schema (vendored OASIS runtime schemas, ./xsd/LICENSE.md) checked with libxml2's xmllint
// compiled to WebAssembly. xmllint-wasm's file system is flat: the schemas are given under their file names and
// the main document's "../common/" imports point at the same level.

const XSD = join(import.meta.dirname, 'xsd');

const common = readdirSync(join(XSD, 'common')).map((fileName) => ({
  fileName,
  contents: readFileSync(join(XSD, 'common', fileName), 'utf8'),
}));
const invoiceSchema = {
  fileName: 'UBL-Invoice-2.1.xsd',
  contents: readFileSync(join(XSD, 'maindoc', 'UBL-Invoice-2.1.xsd'), 'utf8').replaceAll('../common/', ''),
};

/** The schema's errors for `xml` (an empty list when it is valid). */
export async function ublSchemaErrors(xml: string): Promise<string[]> {
  const result = await validateXML({
    xml: { fileName: 'invoice.xml', contents: xml },
    schema: invoiceSchema,
    preload: common,
  });
  return result.errors.map((error) => error.message);
}
