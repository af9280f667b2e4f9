import PDFDocument from 'pdfkit';

// The invoice PDF as PDF/A-3b (ADR 0068): pdfkit writes the XMP identification (pdfaid:part 3, conformance B) and
// the sRGB output intent, and every font the page uses is embedded (pdf-fonts.ts; pdfkit's default Helvetica is
// never drawn with, so never written). PDF/A-3 allows one thing PDF/A-2 does not: files associated with the
// document, which is how the signed UBL XML travels inside the PDF (ZATCA's e-invoicing guide).

export type Doc = InstanceType<typeof PDFDocument>;

export interface PdfMetadata {
  /** The invoice code; Title of the document information and dc:title of the XMP. */
  title: string;
  subject: string;
}

/**
 * A4, PDF 1.7, PDF/A-3b. No Author: pdfkit copies the information into the XMP packet without escaping it, and a
 * seller name with "&" would make the packet malformed XML (and the file not PDF/A).
 */
export function pdfA3Document(margin: number, metadata: PdfMetadata): Doc {
  return new PDFDocument({
    size: 'A4',
    margin,
    pdfVersion: '1.7',
    subset: 'PDF/A-3b',
    info: { Title: metadata.title, Subject: metadata.subject },
    lang: 'ar',
  });
}

export interface AssociatedXml {
  /** `<invoice code>.xml`, as the XML download names it. */
  name: string;
  xml: string;
  description: string;
  /** When the document was stamped or cleared: the file's dates, so the same invoice gives the same file entry. */
  date: Date;
}

// pdfkit writes AFRelationship from `relationship`; its type declarations (@types/pdfkit) do not list it yet.
type AttachmentOptions = NonNullable<Parameters<Doc['file']>[1]> & { relationship: 'Source' | 'Data' };

/**
 * Embeds the XML as an associated file of the document (catalog /AF and the /EmbeddedFiles name tree), with the
 * MIME type PDF/A-3 asks for. `Source`: the XML is the e-invoice itself, the page its rendering.
 */
export function attachXml(doc: Doc, file: AssociatedXml): void {
  const options: AttachmentOptions = {
    name: file.name,
    type: 'text/xml',
    description: file.description,
    creationDate: file.date,
    modifiedDate: file.date,
    relationship: 'Source',
  };
  doc.file(Buffer.from(file.xml, 'utf8'), options);
}
