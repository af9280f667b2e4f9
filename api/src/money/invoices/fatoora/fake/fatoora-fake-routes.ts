import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { createDevelopmentIdentity } from '../../stamp/development-certificate';
import type { FatooraCredentials, FatooraMessage } from '../fatoora-adapter';
import { checkSubmittedDocument } from './fatoora-fake-checks';

// A local fake of ZATCA's Fatoora API (developer-portal shapes, V2) for development and tests (ADR 0062). It checks
// what it receives — the version header, the OTP, the CSR, Basic auth with the credentials it issued (compliance
// ones for onboarding, production ones for clearance), and each document (fatoora-fake-checks.ts) — and can be
// told to reject the next documents with validation errors or to be unavailable (503) a number of times. Cleared
// documents come back as they were sent (ZATCA would add its own stamp).

export interface FatooraFake {
  app: FastifyInstance;
  /** The next `times` requests answer 503. */
  unavailable(times: number): void;
  /** The next clearance or report answers 400 NOT_CLEARED / NOT_REPORTED with these messages. */
  rejectNext(messages: FatooraMessage[]): void;
  /** Every request, in order: path and answer status. */
  received: { path: string; status: number }[];
}

interface Issued extends FatooraCredentials {
  requestId: string;
  stage: 'compliance' | 'production';
  checksPassed: number;
}

const OTP = /^\d{6}$/;
const CSR_PEM = /^-----BEGIN CERTIFICATE REQUEST-----\n[A-Za-z0-9+/=\n]+-----END CERTIFICATE REQUEST-----\s*$/;

function validation(errors: FatooraMessage[], warnings: FatooraMessage[] = []) {
  return {
    infoMessages: errors.length
      ? []
      : [
          {
            type: 'INFO',
            code: 'XSD_ZATCA_VALID',
            category: 'XSD validation',
            message: 'Complied with UBL 2.1 standards in line with ZATCA specifications',
            status: 'PASS',
          },
        ],
    warningMessages: warnings,
    errorMessages: errors,
    status: errors.length ? 'ERROR' : 'PASS',
  };
}

export function createFatooraFake(): FatooraFake {
  const app = Fastify({ logger: false });
  const issued = new Map<string, Issued>();
  const script = { unavailable: 0, reject: [] as FatooraMessage[][] };
  const received: FatooraFake['received'] = [];

  const newCsid = (stage: Issued['stage'], requestId: string): Issued => {
    const certificate = createDevelopmentIdentity(`fatoora-fake-${stage}`).certificate;
    // Fatoora's token is the base64 of the certificate's base64 text.
    const binarySecurityToken = Buffer.from(certificate.raw.toString('base64')).toString('base64');
    const csid = { binarySecurityToken, secret: randomUUID().replace(/-/g, ''), requestId, stage, checksPassed: 0 };
    issued.set(`${binarySecurityToken}:${csid.secret}`, csid);
    return csid;
  };
  const csidAnswer = (csid: Issued) => ({
    requestID: csid.requestId,
    dispositionMessage: 'ISSUED',
    binarySecurityToken: csid.binarySecurityToken,
    secret: csid.secret,
    errors: null,
  });

  const authorised = (request: FastifyRequest, stage: Issued['stage']): Issued | undefined => {
    const header = request.headers.authorization ?? '';
    if (!header.startsWith('Basic ')) return undefined;
    const csid = issued.get(Buffer.from(header.slice(6), 'base64').toString('utf8'));
    return csid?.stage === stage ? csid : undefined;
  };

  app.addHook('onRequest', async (request, reply) => {
    if (script.unavailable > 0) {
      script.unavailable -= 1;
      return reply.code(503).send({ message: 'Service Unavailable' });
    }
    if (request.headers['accept-version'] !== 'V2')
      return reply.code(400).send({ code: 'Invalid-Request', message: 'Accept-Version V2 is required' });
  });
  app.addHook('onResponse', async (request, reply) => {
    received.push({ path: request.url, status: reply.statusCode });
  });

  app.post('/compliance', async (request, reply) => {
    const otp = request.headers.otp;
    const csr = Buffer.from(String((request.body as { csr?: unknown })?.csr ?? ''), 'base64').toString('utf8');
    if (typeof otp !== 'string' || !OTP.test(otp)) return reply.code(400).send({ errors: ['Invalid-OTP'] });
    if (!CSR_PEM.test(csr)) return reply.code(400).send({ errors: ['Invalid-CSR'] });
    return csidAnswer(newCsid('compliance', String(Date.now())));
  });

  const documentRoute =
    (kind: 'standard' | 'simplified' | 'either', stage: Issued['stage']) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      const csid = authorised(request, stage);
      if (!csid) return reply.code(401).send();
      const clearing = kind === 'standard';
      if (stage === 'production' && request.headers['clearance-status'] !== (clearing ? '1' : '0'))
        return reply.code(400).send({ code: 'Invalid-Request', message: 'Clearance-Status header is wrong' });
      const { errors, xml } = checkSubmittedDocument(request.body, kind);
      const scripted = stage === 'production' && errors.length === 0 ? script.reject.shift() : undefined;
      const all = scripted ?? errors;
      const status = all.length ? (clearing ? 'NOT_CLEARED' : 'NOT_REPORTED') : clearing ? 'CLEARED' : 'REPORTED';
      if (all.length)
        return reply.code(400).send({
          validationResults: validation(all),
          [clearing ? 'clearanceStatus' : 'reportingStatus']: status,
          clearedInvoice: null,
        });
      if (stage === 'compliance') {
        csid.checksPassed += 1;
        return { validationResults: validation([]), reportingStatus: null, clearanceStatus: null };
      }
      return clearing
        ? {
            validationResults: validation([]),
            clearanceStatus: status,
            clearedInvoice: Buffer.from(xml ?? '').toString('base64'),
          }
        : { validationResults: validation([]), reportingStatus: status };
    };

  app.post('/compliance/invoices', documentRoute('either', 'compliance'));
  app.post('/invoices/clearance/single', documentRoute('standard', 'production'));
  app.post('/invoices/reporting/single', documentRoute('simplified', 'production'));

  app.post('/production/csids', async (request, reply) => {
    const csid = authorised(request, 'compliance');
    if (!csid) return reply.code(401).send();
    const requestId = String((request.body as { compliance_request_id?: unknown })?.compliance_request_id ?? '');
    if (requestId !== csid.requestId)
      return reply.code(400).send({ errors: ['compliance_request_id is not the one of this compliance CSID'] });
    if (csid.checksPassed === 0) return reply.code(400).send({ errors: ['The compliance checks have not passed'] });
    return csidAnswer(newCsid('production', requestId));
  });

  return {
    app,
    received,
    unavailable: (times) => {
      script.unavailable = times;
    },
    rejectNext: (messages) => {
      script.reject.push(messages);
    },
  };
}
