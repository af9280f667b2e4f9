import * as v from 'valibot';
import { endpoint } from './endpoint';
import { PACKAGE_RULES } from './package-permissions';
import {
  buyPackageBodySchema,
  buyPackageResultSchema,
  companyPackageSchema,
  confirmPackageCardPaymentBodySchema,
  PACKAGE_PATHS,
  packageCreditLineSchema,
  packageListQuerySchema,
  packageListSchema,
  updateCreditLineStatusBodySchema,
  updatePackagePropertiesBodySchema,
} from './packages';

// Spec §7 company/package (issue 25.1): each endpoint declared once; the rules are PACKAGE_RULES'. The export
// (a file) is a route of its own at PACKAGE_PATHS.export.

const tag = 'packages';

export const PACKAGE_ENDPOINTS = {
  list: endpoint({
    operationId: 'listPackages',
    method: 'GET',
    path: PACKAGE_PATHS.list,
    access: { ability: PACKAGE_RULES.packagesRead },
    summary: 'Company packages: filters status, type, is_active, branch_id; search; sort; pages',
    tag,
    query: packageListQuerySchema,
    response: packageListSchema,
  }),
  get: endpoint({
    operationId: 'getPackage',
    method: 'GET',
    path: PACKAGE_PATHS.one,
    access: { ability: PACKAGE_RULES.packagesRead },
    summary: 'One package by reference (another company’s: 404)',
    tag,
    params: v.object({ reference: v.pipe(v.string(), v.trim(), v.maxLength(40)) }),
    response: companyPackageSchema,
  }),
  creditLine: endpoint({
    operationId: 'getPackageCreditLine',
    method: 'GET',
    path: PACKAGE_PATHS.creditLine,
    access: { ability: PACKAGE_RULES.creditLineRead },
    summary: "The company's credit line and the packages bought on it (status, cost, what each still owes)",
    tag,
    response: packageCreditLineSchema,
  }),
  updateCreditLineStatus: endpoint({
    operationId: 'updatePackageCreditLineStatus',
    method: 'POST',
    path: PACKAGE_PATHS.updateCreditLineStatus,
    access: { ability: PACKAGE_RULES.creditLineStatus },
    summary: 'Switch the credit-line status (active | inactive) of a package bought on the credit line',
    tag,
    body: updateCreditLineStatusBodySchema,
    response: companyPackageSchema,
    message: 'packages.credit_line_status_updated',
  }),
  /** No body declared: a bank transfer sends multipart (package_id, note, file "receipt"), a card return JSON. */
  confirmPayment: endpoint({
    operationId: 'confirmPackagePayment',
    method: 'POST',
    path: PACKAGE_PATHS.confirmPayment,
    access: { ability: PACKAGE_RULES.packageBuy },
    summary:
      'Transfer: multipart package_id, note, then file "receipt" (Idempotency-Key) → ops confirm within 24 h. Card: JSON {package_id} → asks the gateway',
    tag,
    jsonBody: confirmPackageCardPaymentBodySchema,
    response: companyPackageSchema,
    idempotent: true,
  }),
  buy: endpoint({
    operationId: 'buyPackage',
    method: 'POST',
    path: PACKAGE_PATHS.buy,
    access: { ability: PACKAGE_RULES.packageBuy },
    summary: 'Buys a published package or an approved quotation (Idempotency-Key): wallet, card, transfer, credit line',
    tag,
    body: buyPackageBodySchema,
    response: buyPackageResultSchema,
    created: true,
    idempotent: true,
  }),
  updateLocations: endpoint({
    operationId: 'updatePackageLocations',
    method: 'POST',
    path: PACKAGE_PATHS.updateProperties,
    access: { ability: PACKAGE_RULES.packageLocations },
    summary: "The package's locations (at most allowed_location_count, within its allowed areas)",
    tag,
    body: updatePackagePropertiesBodySchema,
    response: companyPackageSchema,
    message: 'packages.locations_updated',
  }),
};
