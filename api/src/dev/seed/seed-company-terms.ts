import { Readable } from 'node:stream';
import { companyContracts, companyShifts } from '../../platform/db/schema/index';
import type { CompanyScope } from '../../platform/db/scoped-db';
import type { FileStorage } from '../../platform/files/storage/storage';

// The demo company's framework contract and service shifts (issue 32.1, ADR 0072). The signed copy is a one-page PDF
// written here (no PDF library: a few objects and their cross-reference table), stored like an upload. The shifts
// cover the hours the demo providers work (Saturday–Thursday 08:00–22:00, Friday afternoon), so the demo's other
// bookings keep every slot they had.

const DAY = 86_400_000;

/** A one-page PDF (A4, Helvetica) showing `lines`; ASCII only. */
export function contractPdf(lines: readonly string[]): Buffer {
  const pdfText = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);
  const text = lines.map(
    (line, at) => `BT /F1 ${at === 0 ? 16 : 11} Tf 56 ${780 - at * 22} Td (${pdfText(line)}) Tj ET`,
  );
  const stream = text.join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (const [index, object] of objects.entries()) {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  }
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const day = (at: Date) => at.toISOString().slice(0, 10);

export async function seedCompanyTerms(scope: CompanyScope, input: { files: FileStorage | null; now: Date }) {
  const validFrom = day(new Date(input.now.getTime() - 120 * DAY));
  const validTo = day(new Date(input.now.getTime() + 245 * DAY));
  const reference = 'FC-2026-0142';
  const pdf = input.files
    ? await input.files.save(
        Readable.from([
          contractPdf([
            `Framework maintenance contract ${reference}`,
            `Valid from ${validFrom} to ${validTo}`,
            'Response times: repair on call 4 hours, planned upkeep 2 days, one-off jobs 5 days.',
            'Signed for the company and for the platform.',
          ]),
        ]),
      )
    : null;
  await scope.insert(companyContracts).values({
    reference,
    validFrom,
    validTo,
    termsAr:
      'تتولى المنصة صيانة فروع الشركة في الرياض حسب الطلب وبالباقات المتفق عليها. تُسعَّر الطلبات بأسعار الشركة المتفق عليها، وتُدفع من المحفظة أو بحد الائتمان. يُبلَّغ عن الأعطال العاجلة عبر البوابة على مدار الساعة.',
    termsEn:
      "The platform maintains the company's Riyadh branches on demand and through the agreed packages. Orders are priced at the company's agreed prices and paid from the wallet or the credit line. Urgent faults are reported through the portal at any hour.",
    termsFr:
      'La plateforme assure la maintenance des agences de la société à Riyad à la demande et par les forfaits convenus. Les demandes sont facturées aux prix convenus de la société et payées par le portefeuille ou la ligne de crédit. Les pannes urgentes se signalent par le portail à toute heure.',
    slaMinutes: { corrective: 240, preventive: 2 * 24 * 60, project: 5 * 24 * 60 },
    ...(pdf
      ? { pdfKey: pdf.storageKey, pdfName: `${reference}.pdf`, pdfSize: pdf.size, pdfUploadedAt: input.now }
      : {}),
    updatedAt: input.now,
  });
  await scope.insert(companyShifts).values([
    {
      nameAr: 'الفترة الصباحية',
      nameEn: 'Morning shift',
      nameFr: 'Équipe du matin',
      weekdays: [6, 0, 1, 2, 3, 4],
      start: '08:00',
      end: '14:00',
      sort: 0,
    },
    {
      nameAr: 'الفترة المسائية',
      nameEn: 'Evening shift',
      nameFr: 'Équipe du soir',
      weekdays: [6, 0, 1, 2, 3, 4, 5],
      start: '14:00',
      end: '22:00',
      sort: 1,
    },
  ]);
}
