import { QRCodeSVG } from 'qrcode.react';

/**
 * The invoice's ZATCA QR (phase 2 once cleared, ADR 0068): its base64 TLV string, drawn as is (a reader decodes
 * the TLV). Loaded lazily with the invoice page so the lists never download the QR library. `data-qr` keeps the
 * payload readable for tests.
 */
export default function InvoiceQr({ value, label }: { value: string; label: string }) {
  return (
    <figure data-testid="invoice-qr" data-qr={value} style={{ margin: 0 }}>
      <QRCodeSVG value={value} size={160} level="M" marginSize={4} role="img" aria-label={label} title={label} />
    </figure>
  );
}
