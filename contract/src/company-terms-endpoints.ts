import * as v from 'valibot';
import { COMPANY_ACCOUNT_RULE } from './company-account-rule';
import {
  companyContractSchema,
  companyShiftSchema,
  companyShiftsBodySchema,
  contractFieldsSchema,
} from './company-terms';
import { endpoint } from './endpoint';
import { opsIdParams } from './ops-console';
import { OPS_RULES } from './ops-rules';

// The company's contract and shifts (issue 32.1, ADR 0072): spec §7 company/contract and company/shift, read by the
// company's members with the account pages' rule, and the console's endpoints that set them (the company's page:
// read and update ops_companies). The signed PDF is a file route beside each contract (not JSON).

/** The account pages' rule (shell-routes.ts /b2b/account/contracts and /shifts, ADR 0071). */
const readAccount = { ability: COMPANY_ACCOUNT_RULE } as const;

export const COMPANY_TERMS_ENDPOINTS = {
  contract: endpoint({
    operationId: 'getCompanyContract',
    method: 'GET',
    path: 'company/contract',
    access: readAccount,
    summary: "The company's framework contract: validity, terms, response times per service type, signed PDF (or null)",
    tag: 'company',
    response: v.nullable(companyContractSchema),
  }),
  shifts: endpoint({
    operationId: 'listCompanyShifts',
    method: 'GET',
    path: 'company/shift',
    access: readAccount,
    summary:
      'The service shifts offered to the company (weekdays and hours, Riyadh time); the slot picker keeps to them',
    tag: 'company',
    response: v.array(companyShiftSchema),
  }),
};

/** The file route of the company's signed contract. */
export const COMPANY_CONTRACT_PDF_PATH = '/api/v1/company/contract/pdf';
/** The file route of a company's signed contract in the console. */
export const opsContractPdfPath = (companyId: string) => `/api/v1/ops/companies/${companyId}/contract/pdf`;

const opsPath = 'ops/companies/:id';
const read = { ops: OPS_RULES.companiesRead } as const;
const update = { ops: OPS_RULES.companiesDecide } as const;

export const OPS_COMPANY_TERMS_ENDPOINTS = {
  contract: endpoint({
    operationId: 'getOpsCompanyContract',
    method: 'GET',
    path: `${opsPath}/contract`,
    access: read,
    summary: "A company's framework contract (or null)",
    tag: 'ops',
    params: opsIdParams,
    response: v.nullable(companyContractSchema),
  }),
  setContract: endpoint({
    operationId: 'setOpsCompanyContract',
    method: 'PUT',
    path: `${opsPath}/contract`,
    access: update,
    summary: "Set a company's contract: reference, validity, terms in ar/en/fr, response minutes per service type",
    tag: 'ops',
    params: opsIdParams,
    body: contractFieldsSchema,
    response: companyContractSchema,
    message: 'success.updated',
  }),
  /** multipart/form-data: the file "pdf" (a PDF by content, ≤ 5 MB); replaces the previous copy. */
  uploadContractPdf: endpoint({
    operationId: 'uploadOpsCompanyContractPdf',
    method: 'POST',
    path: `${opsPath}/contract/pdf`,
    access: update,
    summary: 'Upload the signed contract (file "pdf": a PDF, ≤ 5 MB) of a company that has a contract',
    tag: 'ops',
    params: opsIdParams,
    response: companyContractSchema,
    message: 'success.updated',
  }),
  shifts: endpoint({
    operationId: 'listOpsCompanyShifts',
    method: 'GET',
    path: `${opsPath}/shifts`,
    access: read,
    summary: "A company's service shifts",
    tag: 'ops',
    params: opsIdParams,
    response: v.array(companyShiftSchema),
  }),
  setShifts: endpoint({
    operationId: 'setOpsCompanyShifts',
    method: 'PUT',
    path: `${opsPath}/shifts`,
    access: update,
    summary: "Replace a company's service shifts (an empty list: slots at any working hour)",
    tag: 'ops',
    params: opsIdParams,
    body: companyShiftsBodySchema,
    response: v.array(companyShiftSchema),
    message: 'success.updated',
  }),
};
