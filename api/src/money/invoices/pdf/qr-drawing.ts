import type PDFDocument from 'pdfkit';
import QRCode from 'qrcode';

type Doc = InstanceType<typeof PDFDocument>;

/** Draws a QR code of `text` as vector squares (sharp at any zoom, no bitmap) in a `size` square at (x, y). */
export function drawQrCode(doc: Doc, text: string, x: number, y: number, size: number): void {
  // Level M: the ZATCA payload stays small, and readers cope with a printed, slightly smudged code.
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const quiet = 2;
  const cell = size / (modules.size + quiet * 2);
  doc.save().rect(x, y, size, size).fill('#ffffff');
  doc.fillColor('#000000');
  for (let row = 0; row < modules.size; row++)
    for (let col = 0; col < modules.size; col++)
      if (modules.get(row, col)) doc.rect(x + (col + quiet) * cell, y + (row + quiet) * cell, cell, cell);
  doc.fill().restore();
}
