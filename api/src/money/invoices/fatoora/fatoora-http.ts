import {
  type CsidAnswer,
  type FatooraAdapter,
  type FatooraCredentials,
  type FatooraMessage,
  FatooraRequestError,
  type FatooraResult,
  type FatooraSubmission,
  FatooraUnavailableError,
} from './fatoora-adapter';

// Fatoora's e-invoicing API as its developer portal publishes it (V2): JSON bodies, `Accept-Version: V2`, the OTP
// header for the compliance CSID, Basic auth `binarySecurityToken:secret` for everything after, documents as
// { invoiceHash, uuid, invoice: base64 of the XML }. Clearance answers 200 (cleared), 202 (cleared with warnings)
// or 400 (not cleared, with validationResults); 5xx, 429 and network failures are "unavailable" (retried later).

export type FetchLike = (
  url: string,
  init: { method: string; headers: Record<string, string>; body: string },
) => Promise<{
  status: number;
  text(): Promise<string>;
}>;

interface ValidationResults {
  infoMessages?: FatooraMessage[] | FatooraMessage | null;
  warningMessages?: FatooraMessage[] | null;
  errorMessages?: FatooraMessage[] | null;
  status?: string;
}

interface DocumentAnswer {
  validationResults?: ValidationResults;
  clearanceStatus?: string;
  reportingStatus?: string;
  clearedInvoice?: string | null;
}

const list = (messages: FatooraMessage[] | null | undefined) => (Array.isArray(messages) ? messages : []);

const basicAuth = ({ binarySecurityToken, secret }: FatooraCredentials) =>
  `Basic ${Buffer.from(`${binarySecurityToken}:${secret}`).toString('base64')}`;

const documentBody = (document: FatooraSubmission) =>
  JSON.stringify({
    invoiceHash: document.invoiceHash,
    uuid: document.uuid,
    invoice: Buffer.from(document.xml, 'utf8').toString('base64'),
  });

export class FatooraHttpAdapter implements FatooraAdapter {
  constructor(
    private readonly baseUrl: string,
    private readonly fetchFn: FetchLike = fetch,
  ) {}

  async #post(path: string, headers: Record<string, string>, body: string): Promise<{ status: number; json: unknown }> {
    let answer: Awaited<ReturnType<FetchLike>>;
    try {
      answer = await this.fetchFn(`${this.baseUrl.replace(/\/$/, '')}${path}`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Accept: 'application/json',
          'Accept-Language': 'en',
          'Accept-Version': 'V2',
          ...headers,
        },
        body,
      });
    } catch (error) {
      throw new FatooraUnavailableError(null, (error as Error).message);
    }
    const text = await answer.text();
    if (answer.status >= 500 || answer.status === 429)
      throw new FatooraUnavailableError(answer.status, text.slice(0, 200));
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      throw new FatooraRequestError(answer.status, `not JSON: ${text.slice(0, 200)}`);
    }
    return { status: answer.status, json };
  }

  async #csid(path: string, headers: Record<string, string>, body: object): Promise<CsidAnswer> {
    const { status, json } = await this.#post(path, headers, JSON.stringify(body));
    const answer = json as Partial<CsidAnswer & { requestID: string | number; errors: unknown }> | null;
    if (status !== 200 || !answer?.binarySecurityToken || !answer.secret)
      throw new FatooraRequestError(status, JSON.stringify(json).slice(0, 300));
    return {
      binarySecurityToken: answer.binarySecurityToken,
      secret: answer.secret,
      requestId: String(answer.requestID),
      dispositionMessage: answer.dispositionMessage ?? '',
    };
  }

  async #document(path: string, headers: Record<string, string>, document: FatooraSubmission): Promise<FatooraResult> {
    const { status, json } = await this.#post(path, headers, documentBody(document));
    const answer = (json ?? {}) as DocumentAnswer;
    const results = answer.validationResults ?? {};
    const warnings = list(results.warningMessages);
    if (status === 200 || status === 202) {
      const cleared = answer.clearedInvoice ? Buffer.from(answer.clearedInvoice, 'base64').toString('utf8') : null;
      const outcome = answer.clearanceStatus ?? answer.reportingStatus ?? results.status ?? 'PASS';
      return { outcome: 'accepted', status: outcome, clearedXml: cleared, warnings };
    }
    if (status === 400 && results.errorMessages)
      return { outcome: 'rejected', errors: list(results.errorMessages), warnings };
    throw new FatooraRequestError(status, JSON.stringify(json).slice(0, 300));
  }

  complianceCsid(csrPem: string, otp: string) {
    return this.#csid('/compliance', { OTP: otp }, { csr: Buffer.from(csrPem, 'utf8').toString('base64') });
  }

  complianceCheck(compliance: FatooraCredentials, document: FatooraSubmission) {
    return this.#document('/compliance/invoices', { Authorization: basicAuth(compliance) }, document);
  }

  productionCsid(compliance: FatooraCredentials, complianceRequestId: string) {
    return this.#csid(
      '/production/csids',
      { Authorization: basicAuth(compliance) },
      { compliance_request_id: complianceRequestId },
    );
  }

  clear(production: FatooraCredentials, document: FatooraSubmission) {
    return this.#document(
      '/invoices/clearance/single',
      { Authorization: basicAuth(production), 'Clearance-Status': '1' },
      document,
    );
  }

  report(production: FatooraCredentials, document: FatooraSubmission) {
    return this.#document(
      '/invoices/reporting/single',
      { Authorization: basicAuth(production), 'Clearance-Status': '0' },
      document,
    );
  }
}
