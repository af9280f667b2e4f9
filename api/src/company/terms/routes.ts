import {
  COMPANY_CONTRACT_PDF_PATH,
  COMPANY_TERMS_ENDPOINTS,
  CONTRACT_PDF_MAX_BYTES,
  OPS_COMPANY_TERMS_ENDPOINTS as ops,
  opsContractPdfPath,
  opsIdParams,
} from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { CompanyScope } from '../../platform/db/scoped-db';
import { openStored } from '../../platform/files/storage/open-stored';
import type { FileStorage } from '../../platform/files/storage/storage';
import { notFound } from '../../platform/http/app-error';
import { addEndpoint } from '../../platform/http/endpoint-route';
import { addFileRoute, type DownloadFile } from '../../platform/http/file-route';
import { acceptOneFile, readUpload } from '../../platform/http/multipart-upload';
import type { Logger } from '../../platform/logger';
import { attachContractPdf, setContract } from './contract-service';
import { contractRow, readContract } from './contract-view';
import { opsCompanyScope } from './ops-company-scope';
import { setShifts } from './shift-service';
import { readShifts } from './shift-view';

// The company's contract and shifts (contract COMPANY_TERMS_ENDPOINTS, OPS_COMPANY_TERMS_ENDPOINTS; ADR 0072),
// registered without a prefix. The signed PDF is a file route beside each side's contract, with its read rule.

async function signedPdf(scope: CompanyScope, store: FileStorage, log: Logger): Promise<DownloadFile> {
  const row = await contractRow(scope);
  if (!row?.pdfKey) throw notFound();
  return {
    filename: row.pdfName ?? 'contract.pdf',
    contentType: 'application/pdf',
    body: await openStored(store, row.pdfKey, log),
    size: row.pdfSize ?? undefined,
  };
}

/** The company's own contract and shifts (its members, the account pages' rule). */
export async function companyTermsRoutes(app: FastifyInstance) {
  const store = app.fileStorage;
  addEndpoint(app, COMPANY_TERMS_ENDPOINTS.contract, (ctx) =>
    readContract(ctx.scope, COMPANY_CONTRACT_PDF_PATH, ctx.now),
  );
  addEndpoint(app, COMPANY_TERMS_ENDPOINTS.shifts, (ctx) => readShifts(ctx.scope));
  addFileRoute(app, {
    url: COMPANY_CONTRACT_PDF_PATH,
    rule: COMPANY_TERMS_ENDPOINTS.contract.access,
    summary: "The company's signed contract (PDF)",
    tags: [COMPANY_TERMS_ENDPOINTS.contract.tag],
    query: v.object({}),
    handler: (ctx) => signedPdf(ctx.scope, store, ctx.log),
  });
}

const WHY = "ops: a company's contract and shifts";

/** The console's reading and setting of a company's contract terms and shifts (no upload). */
export async function opsCompanyTermsRoutes(app: FastifyInstance) {
  const store = app.fileStorage;
  addEndpoint(app, ops.contract, async (ctx, { params }) =>
    readContract(await opsCompanyScope(ctx, params.id, WHY), opsContractPdfPath(params.id), ctx.now),
  );
  addEndpoint(app, ops.setContract, (ctx, { params, body }) => setContract(ctx, params.id, body));
  addEndpoint(app, ops.shifts, async (ctx, { params }) => readShifts(await opsCompanyScope(ctx, params.id, WHY)));
  addEndpoint(app, ops.setShifts, (ctx, { params, body }) => setShifts(ctx, params.id, body));
  addFileRoute(app, {
    url: `/api/v1/${ops.uploadContractPdf.path}`,
    rule: ops.contract.access,
    summary: "A company's signed contract (PDF)",
    tags: [ops.contract.tag],
    query: v.object({}),
    params: opsIdParams,
    handler: async (ctx, { params }) => signedPdf(await opsCompanyScope(ctx, params.id, WHY), store, ctx.log),
  });
}

/** Uploading the signed PDF (its own plugin: the multipart limit is the PDF's). */
export async function opsContractPdfRoutes(app: FastifyInstance) {
  await acceptOneFile(app, CONTRACT_PDF_MAX_BYTES, 0);
  const store = app.fileStorage;
  addEndpoint(app, ops.uploadContractPdf, async (ctx, { params }, { request }) =>
    attachContractPdf(ctx, store, params.id, await readUpload(request, 'pdf')),
  );
}
