import {
  accountParamsSchema,
  accountSchema,
  accountUpdateBodySchema,
  certificateParamsSchema,
  certificateSchema,
} from './account';
import { endpoint } from './endpoint';

// Account information of the caller's company (spec §3, §7 company/company), declared once (issue 25.1). A
// certificate's file answers a file, not an envelope: a file route (api/src/platform/http/file-route.ts).

const tag = 'company';
const path = 'company/company';
const canRead = { ability: { action: 'read', subject: 'b2b_account_information' } } as const;
const canUpdate = { ability: { action: 'update', subject: 'b2b_account_information' } } as const;

export const ACCOUNT_ENDPOINTS = {
  get: endpoint({
    operationId: 'getAccount',
    method: 'GET',
    path,
    access: canRead,
    summary: "Account information of the caller's company",
    tag,
    response: accountSchema,
  }),
  getById: endpoint({
    operationId: 'getAccountById',
    method: 'GET',
    path: `${path}/:id`,
    access: canRead,
    summary: "Account information of the caller's company by id (any other id: 404)",
    tag,
    params: accountParamsSchema,
    response: accountSchema,
  }),
  update: endpoint({
    operationId: 'updateAccount',
    method: 'PUT',
    path: `${path}/:id`,
    access: canUpdate,
    summary: 'Update the account information (owner, CR and VAT numbers, contact); id repeated in the body',
    tag,
    params: accountParamsSchema,
    body: accountUpdateBodySchema,
    response: accountSchema,
    message: 'success.updated',
  }),
  /** multipart/form-data, not JSON: no body schema here (the API reads the file field "file"). */
  uploadCertificate: endpoint({
    operationId: 'uploadAccountCertificate',
    method: 'POST',
    path: `${path}/:id/certificates/:kind`,
    access: canUpdate,
    summary: 'Upload the CR or VAT certificate (multipart field "file"; PDF, JPEG or PNG by content; ≤ 5 MB)',
    tag,
    params: certificateParamsSchema,
    response: certificateSchema,
    created: true,
    message: 'files.uploaded',
  }),
};
