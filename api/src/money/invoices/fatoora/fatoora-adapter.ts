// The unit's dealings with ZATCA's Fatoora platform (issue 31.5, ADR 0062), behind one interface: the HTTP client
// of the real platform (fatoora-http.ts) and, in development and tests, the same client talking to the local fake
// (api/src/money/invoices/fatoora/fake). Onboarding: CSR → compliance CSID → compliance checks → production CSID. Then every
// standard invoice is cleared, every simplified one reported.

/** A CSID as Fatoora answers it: the certificate (binarySecurityToken) and the secret for Basic auth. */
export interface FatooraCredentials {
  binarySecurityToken: string;
  secret: string;
}

export interface CsidAnswer extends FatooraCredentials {
  /** The compliance request id: the production CSID is asked with it. */
  requestId: string;
  dispositionMessage: string;
}

/** One of Fatoora's validation messages (validationResults.errorMessages / warningMessages). */
export interface FatooraMessage {
  type: string;
  code: string;
  category: string;
  message: string;
  status: string;
}

/** A signed document as Fatoora takes it: the XML, its invoice hash and UUID. */
export interface FatooraSubmission {
  xml: string;
  invoiceHash: string;
  uuid: string;
}

export type FatooraResult =
  | {
      outcome: 'accepted';
      /** CLEARED / REPORTED / PASS (compliance checks). */
      status: string;
      /** Clearance: the document as ZATCA cleared it (its stamp and QR); null when reported or checked. */
      clearedXml: string | null;
      warnings: FatooraMessage[];
    }
  | { outcome: 'rejected'; errors: FatooraMessage[]; warnings: FatooraMessage[] };

/** Fatoora could not be reached or answered 5xx/429: the same submission may be sent again later. */
export class FatooraUnavailableError extends Error {
  constructor(
    readonly status: number | null,
    detail: string,
  ) {
    super(`Fatoora unavailable (${status ?? 'no answer'}): ${detail}`);
  }
}

/** Fatoora refused the request itself (401, a malformed body): retrying the same request does not help. */
export class FatooraRequestError extends Error {
  constructor(
    readonly status: number,
    detail: string,
  ) {
    super(`Fatoora refused the request (${status}): ${detail}`);
  }
}

export interface FatooraAdapter {
  /** POST /compliance: the CSR (PEM) and the OTP from the Fatoora portal → the compliance CSID. */
  complianceCsid(csrPem: string, otp: string): Promise<CsidAnswer>;
  /** POST /compliance/invoices: one sample document checked with the compliance CSID. */
  complianceCheck(compliance: FatooraCredentials, document: FatooraSubmission): Promise<FatooraResult>;
  /** POST /production/csids: the production CSID, once the compliance checks passed. */
  productionCsid(compliance: FatooraCredentials, complianceRequestId: string): Promise<CsidAnswer>;
  /** POST /invoices/clearance/single: a standard invoice, before the buyer receives it. */
  clear(production: FatooraCredentials, document: FatooraSubmission): Promise<FatooraResult>;
  /** POST /invoices/reporting/single: a simplified invoice, within 24 hours of issuing it. */
  report(production: FatooraCredentials, document: FatooraSubmission): Promise<FatooraResult>;
}
