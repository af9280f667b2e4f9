// Where a stamped document keeps its phase-2 QR (ADR 0057): the text of the EmbeddedDocumentBinaryObject of the
// AdditionalDocumentReference whose ID is QR (KSA-14). A POSIX regular expression, so that PostgreSQL cuts the QR
// out of the stored document (invoice-queries.ts); its one group is the base64.
export const STAMPED_QR_PATTERN =
  '<cbc:ID>QR</cbc:ID>\\s*<cac:Attachment>\\s*<cbc:EmbeddedDocumentBinaryObject[^>]*>([A-Za-z0-9+/=\\s]+)</cbc:EmbeddedDocumentBinaryObject>';
