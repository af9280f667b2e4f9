import { rulesOn } from './money-permissions';

// The one table of which (action, subject) each quotation and package endpoint requires (spec §6). The API
// registers its routes with these rules; the UI shows a page or button only when the ability allows the same
// rule, so it never calls an endpoint that answers 403 (which signs the user out, spec §8). The catalog
// (public/services/*, public/packages/*) needs only a signed-in user.

export const PACKAGE_RULES = rulesOn('b2b_packages', {
  /** POST company/quotations/price and POST company/quotations (the wizard) */
  quotationCreate: 'insert',
  /** GET company/quotations[/:reference] */
  quotationsRead: 'read',
  /** The quotation's print view */
  quotationPrint: 'print',
  /** GET company/package[/:reference] */
  packagesRead: 'read',
  /** GET company/package/export */
  packagesExport: 'export',
  /** POST company/package/buy and company/package/confirmPayment */
  packageBuy: 'insert',
  /** POST company/package/updateProperties (locations) */
  packageLocations: 'update',
  /** GET company/package/creditLine */
  creditLineRead: 'read',
  /** POST company/package/updateCreditLineStatus */
  creditLineStatus: 'update',
});
export type PackageRuleName = keyof typeof PACKAGE_RULES;
