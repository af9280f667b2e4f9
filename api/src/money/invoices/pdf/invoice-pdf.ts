import {
  type InvoiceDetail,
  isStandardInvoice,
  type MoneyLabelSet,
  moneyLabel,
  nationalAddressLine,
  sellerAddressLine,
} from '@portal/contract';
import type { InvoicesMessageKey } from '../../../platform/i18n/invoices-messages';
import { type Lang, translate } from '../../../platform/i18n/translate';
import { sarAmountGrouped } from '../../../platform/money-text/sar-amount';
import { lineVatRateBp } from '../ubl/vat-breakdown';
import { type AssociatedXml, attachXml, type Doc, pdfA3Document } from './pdf-a3';
import { invoiceFonts } from './pdf-fonts';
import { drawLine, drawText, type TextStyle, wrapLines } from './pdf-text';
import { drawQrCode } from './qr-drawing';

// The bilingual invoice PDF (DOMAIN.md §3, issue 9.4): Arabic on the right, the reader's other language (English,
// or French when asked) on the left, as Saudi invoices are; amounts in SAR; the invoice's ZATCA QR (phase 2 once
// stamped). What a tax invoice must show (VAT Implementing Regulations art. 53, issue 31.7): both parties' VAT
// numbers and addresses, number, issue and supply dates, each line's unit price, quantity, VAT rate and amount, the
// totals without and with VAT; a credit note names the invoice it credits and why. A PDF/A-3b file that carries the
// signed XML (pdf-a3.ts, ADR 0068). Drawn with pdfkit (fontkit shapes Arabic) and bidi-runs.ts for the RTL order.

type Second = 'en' | 'fr';

const PAGE = { width: 595.28, height: 841.89, margin: 40 };
const CONTENT = PAGE.width - 2 * PAGE.margin;
const INK = '#1b1b1f';
const MUTED = '#5f6368';
const RULE = '#d0d4da';
const BAND = '#f1f3f6';

/** Saudi Arabia keeps UTC+3 all year: the printed date and time are Riyadh's. */
function riyadhTime(iso: string): string {
  const local = new Date(Date.parse(iso) + 3 * 3600_000).toISOString();
  return `${local.slice(0, 10)} ${local.slice(11, 16)}`;
}

class InvoiceWriter {
  y = PAGE.margin;
  constructor(
    readonly doc: Doc,
    readonly second: Second,
  ) {}

  ar(key: InvoicesMessageKey): string {
    return translate('ar', key);
  }
  other(key: InvoicesMessageKey): string {
    return translate(this.second, key);
  }
  style(direction: 'rtl' | 'ltr', size: number, extra: Partial<TextStyle> = {}): TextStyle {
    return { direction, size, color: INK, ...extra };
  }

  /** Keeps `height` points on this page, or starts the next one. */
  room(height: number): void {
    if (this.y + height <= PAGE.height - PAGE.margin) return;
    this.doc.addPage();
    this.y = PAGE.margin;
  }

  rule(color = RULE): void {
    this.doc
      .moveTo(PAGE.margin, this.y)
      .lineTo(PAGE.width - PAGE.margin, this.y)
      .lineWidth(0.7)
      .strokeColor(color)
      .stroke();
  }

  /** `other label | value | Arabic label` across [x, x + width]. */
  pairRow(key: InvoicesMessageKey, value: string, x: number, width: number, size = 9.5, bold = false): void {
    const third = width / 3;
    const weight = bold ? 'bold' : 'regular';
    // A value with Latin letters ("Order / طلب") reads left to right; a purely Arabic one right to left.
    const valueDirection = /[A-Za-z0-9]/.test(value) ? 'ltr' : 'rtl';
    drawLine(this.doc, this.other(key), x, this.y, third, this.style('ltr', size, { color: MUTED, weight }));
    drawLine(this.doc, value, x + third, this.y, third, this.style(valueDirection, size, { align: 'center', weight }));
    drawLine(this.doc, this.ar(key), x + 2 * third, this.y, third, this.style('rtl', size, { color: MUTED, weight }));
    this.y += size * 1.9;
  }

  /** A band with the Arabic heading on the right and the other on the left. */
  heading(key: InvoicesMessageKey): void {
    this.room(40);
    this.doc.rect(PAGE.margin, this.y, CONTENT, 20).fill(BAND);
    drawLine(
      this.doc,
      this.other(key),
      PAGE.margin + 6,
      this.y + 4,
      CONTENT / 2,
      this.style('ltr', 10, { weight: 'bold' }),
    );
    drawLine(
      this.doc,
      this.ar(key),
      PAGE.margin + CONTENT / 2 - 6,
      this.y + 4,
      CONTENT / 2,
      this.style('rtl', 10, { weight: 'bold' }),
    );
    this.y += 28;
  }

  /** One muted line of a party on each side (wrapped when long): the other language's, then the Arabic. */
  private partyLine(label: InvoicesMessageKey, valueOther: string, valueAr: string): void {
    const half = CONTENT / 2;
    const gap = 8;
    const left = drawText(
      this.doc,
      `${this.other(label)}: ${valueOther}`,
      PAGE.margin,
      this.y,
      half - gap,
      this.style('ltr', 9.5, { color: MUTED }),
    );
    const right = drawText(
      this.doc,
      `${this.ar(label)}: ${valueAr}`,
      PAGE.margin + half + gap,
      this.y,
      half - gap,
      this.style('rtl', 9.5, { color: MUTED }),
    );
    this.y += Math.max(left, right);
  }

  header(invoice: InvoiceDetail): void {
    const half = CONTENT / 2;
    const title = documentTitle(invoice);
    drawLine(this.doc, this.other(title), PAGE.margin, this.y, half, this.style('ltr', 17, { weight: 'bold' }));
    drawLine(this.doc, this.ar(title), PAGE.margin + half, this.y, half, this.style('rtl', 17, { weight: 'bold' }));
    this.y += 30;
    const sellerOther = invoice.seller.name.en;
    drawLine(this.doc, sellerOther, PAGE.margin, this.y, half, this.style('ltr', 12, { weight: 'bold' }));
    drawLine(
      this.doc,
      invoice.seller.name.ar,
      PAGE.margin + half,
      this.y,
      half,
      this.style('rtl', 12, { weight: 'bold' }),
    );
    this.y += 18;
    const { seller } = invoice;
    this.partyLine('invoices.field.vat_number', seller.vat_number, seller.vat_number);
    // CR number and address: on every invoice issued since the platform settings hold them (ADR 0035).
    if (seller.cr_number) this.partyLine('invoices.field.cr_number', seller.cr_number, seller.cr_number);
    if (seller.address) {
      this.partyLine(
        'invoices.field.address',
        sellerAddressLine(seller.address, 'en'),
        sellerAddressLine(seller.address, 'ar'),
      );
    }
    this.y += 6;
    this.y += 20;
    this.rule(INK);
    this.y += 12;
  }

  /** Number, dates, kind and status beside the QR code. */
  facts(invoice: InvoiceDetail): void {
    const qrSize = 118;
    const top = this.y;
    drawQrCode(this.doc, invoice.qr, PAGE.margin, top, qrSize);
    const x = PAGE.margin + qrSize + 16;
    const width = CONTENT - qrSize - 16;
    this.pairRow('invoices.field.code', invoice.code, x, width, 10, true);
    this.pairRow('invoices.field.issued_at', riyadhTime(invoice.issued_at), x, width);
    // The supply is the day: the portal invoices a sale when it is made (UBL KSA-5, ADR 0056).
    this.pairRow('invoices.field.supplied_at', riyadhTime(invoice.issued_at).slice(0, 10), x, width);
    if (invoice.due > 0) this.pairRow('invoices.field.due_at', riyadhTime(invoice.due_at).slice(0, 10), x, width);
    // A credit note names the invoice it credits and why (ADR 0061).
    if (invoice.credits) {
      this.pairRow('invoices.field.credits', invoice.credits.code, x, width);
      this.pairRow('invoices.field.credit_reason', invoice.credits.reason, x, width);
    }
    this.pairRow('invoices.field.kind', this.pairValue('invoiceKind', invoice.kind), x, width);
    this.pairRow('invoices.field.status', this.pairValue('paymentStatus', invoice.status), x, width);
    this.y = Math.max(this.y, top + qrSize) + 14;
  }

  /** A spec §4 value in both languages, from the contract's label table: "Paid / مدفوعة". */
  pairValue(set: MoneyLabelSet, value: string): string {
    return `${moneyLabel(this.second, set, value)} / ${moneyLabel('ar', set, value)}`;
  }

  buyer(invoice: InvoiceDetail): void {
    this.heading('invoices.field.buyer');
    const half = CONTENT / 2;
    drawLine(this.doc, invoice.buyer.name.en, PAGE.margin + 6, this.y, half, this.style('ltr', 11, { weight: 'bold' }));
    drawLine(
      this.doc,
      invoice.buyer.name.ar,
      PAGE.margin + half - 6,
      this.y,
      half,
      this.style('rtl', 11, { weight: 'bold' }),
    );
    this.y += 20;
    if (invoice.buyer.cr_number)
      this.pairRow('invoices.field.cr_number', invoice.buyer.cr_number, PAGE.margin + 6, CONTENT - 12);
    if (invoice.buyer.vat_number)
      this.pairRow('invoices.field.vat_number', invoice.buyer.vat_number, PAGE.margin + 6, CONTENT - 12);
    // The national address as the company typed it, under both labels (ADR 0055).
    if (invoice.buyer.address) {
      const line = nationalAddressLine(invoice.buyer.address);
      this.partyLine('invoices.field.address', line, line);
    }
    this.y += 6;
  }

  lines(invoice: InvoiceDetail): void {
    // Description takes what the number columns leave.
    const numbers: [InvoicesMessageKey, number][] = [
      ['invoices.field.quantity', 36],
      ['invoices.field.unit_price', 64],
      ['invoices.field.amount', 64],
      ['invoices.field.vat_rate', 44],
      ['invoices.field.vat', 60],
      ['invoices.field.line_total', 70],
    ];
    const descriptionWidth = CONTENT - numbers.reduce((sum, [, width]) => sum + width, 0);
    const columnX = (index: number) =>
      PAGE.margin + descriptionWidth + numbers.slice(0, index).reduce((sum, [, width]) => sum + width, 0);
    const headerRow = () => {
      this.room(60);
      this.doc.rect(PAGE.margin, this.y, CONTENT, 30).fill(BAND);
      const top = this.y + 3;
      const small = (direction: 'rtl' | 'ltr') => this.style(direction, 8.5, { weight: 'bold', align: 'center' });
      const d = 'invoices.field.description';
      drawLine(
        this.doc,
        this.other(d),
        PAGE.margin + 6,
        top + 7,
        descriptionWidth / 2,
        this.style('ltr', 8.5, { weight: 'bold' }),
      );
      drawLine(
        this.doc,
        this.ar(d),
        PAGE.margin + descriptionWidth / 2 - 6,
        top + 7,
        descriptionWidth / 2,
        this.style('rtl', 8.5, { weight: 'bold' }),
      );
      numbers.forEach(([key, width], index) => {
        drawLine(this.doc, this.ar(key), columnX(index), top, width, small('rtl'));
        drawLine(this.doc, this.other(key), columnX(index), top + 13, width, small('ltr'));
      });
      this.y += 36;
    };
    headerRow();
    for (const line of invoice.lines) {
      const textWidth = descriptionWidth - 12;
      const arabic = wrapLines(this.doc, line.description.ar, textWidth, this.style('rtl', 9));
      const other = wrapLines(this.doc, line.description[this.second], textWidth, this.style('ltr', 9));
      const height = (arabic.length + other.length) * 13 + 8;
      if (this.y + height > PAGE.height - PAGE.margin) {
        this.room(PAGE.height);
        headerRow();
      }
      const top = this.y;
      this.y += drawText(this.doc, line.description.ar, PAGE.margin + 6, this.y, textWidth, this.style('rtl', 9));
      this.y += drawText(
        this.doc,
        line.description[this.second],
        PAGE.margin + 6,
        this.y,
        textWidth,
        this.style('ltr', 9, { color: MUTED }),
      );
      const cells = [
        String(line.quantity),
        sarAmountGrouped(line.unit_price),
        sarAmountGrouped(line.amount),
        `${lineVatRateBp(line) / 100}%`,
        sarAmountGrouped(line.vat),
        sarAmountGrouped(line.amount + line.vat),
      ];
      cells.forEach((cell, index) => {
        const width = (numbers[index]?.[1] ?? 0) - 4;
        drawLine(this.doc, cell, columnX(index), top, width, this.style('ltr', 9, { align: 'right' }));
      });
      this.y = Math.max(this.y, top + 14) + 6;
      this.rule();
      this.y += 6;
    }
  }

  totals(invoice: InvoiceDetail): void {
    this.room(150);
    this.y += 6;
    const width = CONTENT * 0.62;
    const x = PAGE.width - PAGE.margin - width;
    const rows: [InvoicesMessageKey, number, boolean][] = [
      ['invoices.field.subtotal', invoice.subtotal, false],
      ['invoices.field.discount', invoice.discount, false],
      ['invoices.field.taxable', invoice.subtotal - invoice.discount, false],
      ['invoices.field.vat_total', invoice.vat, false],
      ['invoices.field.total', invoice.total, true],
      ['invoices.field.paid', invoice.paid, false],
      ['invoices.field.due', invoice.due, true],
    ];
    for (const [key, halalas, bold] of rows) {
      if (key === 'invoices.field.total' || key === 'invoices.field.paid') {
        this.doc
          .moveTo(x, this.y - 4)
          .lineTo(x + width, this.y - 4)
          .lineWidth(0.7)
          .strokeColor(RULE)
          .stroke();
      }
      this.pairRow(key, `${sarAmountGrouped(halalas)} SAR`, x, width, bold ? 10.5 : 9.5, bold);
      // The coupon the discount came from, right under it (ADR 0060).
      if (key === 'invoices.field.discount' && invoice.coupon_code) {
        this.pairRow('invoices.field.coupon', invoice.coupon_code, x, width);
      }
      // Or the offer it came from (ADR 0070), named in the document's second language.
      if (key === 'invoices.field.discount' && invoice.offer_name) {
        this.pairRow('invoices.field.offer', invoice.offer_name[this.second], x, width);
      }
    }
    this.y += 10;
    this.room(20);
    const half = CONTENT / 2;
    const note = 'invoices.pdf.currency_note';
    drawLine(this.doc, this.other(note), PAGE.margin, this.y, half, this.style('ltr', 8.5, { color: MUTED }));
    drawLine(this.doc, this.ar(note), PAGE.margin + half, this.y, half, this.style('rtl', 8.5, { color: MUTED }));
  }
}

/** "إشعار دائن / Credit note" for a credit note; a standard or a simplified tax invoice otherwise. */
function documentTitle(invoice: InvoiceDetail) {
  if (invoice.document_type === 'credit_note') return 'invoices.pdf.title_credit_note' as const;
  return isStandardInvoice(invoice) ? ('invoices.pdf.title' as const) : ('invoices.pdf.title_simplified' as const);
}

/**
 * The invoice as a PDF/A-3b file; `lang` picks the language beside Arabic (fr → French, otherwise English).
 * `signed`: the stamped (cleared or reported) XML, embedded as the document's associated file.
 */
export function renderInvoicePdf(
  invoice: InvoiceDetail,
  lang: Lang,
  signed?: Omit<AssociatedXml, 'description'>,
): Promise<Buffer> {
  const doc = pdfA3Document(PAGE.margin, {
    title: invoice.code,
    subject: translate('en', documentTitle(invoice)),
  });
  const second: Second = lang === 'fr' ? 'fr' : 'en';
  if (signed) attachXml(doc, { ...signed, description: translate(second, 'invoices.pdf.attachment') });
  for (const font of invoiceFonts()) doc.registerFont(font.name, font.bytes);
  const done = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const writer = new InvoiceWriter(doc, second);
  writer.header(invoice);
  writer.facts(invoice);
  writer.buyer(invoice);
  writer.lines(invoice);
  writer.totals(invoice);
  doc.end();
  return done;
}
