import type { MoneyRule } from './money-permissions';

// The one table of which (action, subject) each quotation and package endpoint requires (spec §6). The API
// registers its routes with these rules; the UI shows a page or button only when the ability allows the same
// rule, so it never calls an endpoint that answers 403 (which signs the user out, spec §8). The catalog
// (public/services/*, public/packages/*) needs only a signed-in user.

export const PACKAGE_RULES = {
  /** POST company/quotations/price and POST company/quotations (the wizard) */
  quotationCreate: { action: 'insert', subject: 'b2b_packages' },
  /** GET company/quotations[/:reference] */
  quotationsRead: { action: 'read', subject: 'b2b_packages' },
  /** The quotation's print view */
  quotationPrint: { action: 'print', subject: 'b2b_packages' },
  /** GET company/package[/:reference] */
  packagesRead: { action: 'read', subject: 'b2b_packages' },
  /** GET company/package/export */
  packagesExport: { action: 'export', subject: 'b2b_packages' },
  /** POST company/package/buy and company/package/confirmPayment */
  packageBuy: { action: 'insert', subject: 'b2b_packages' },
  /** POST company/package/updateProperties (locations) */
  packageLocations: { action: 'update', subject: 'b2b_packages' },
  /** GET company/package/creditLine */
  creditLineRead: { action: 'read', subject: 'b2b_packages' },
  /** POST company/package/updateCreditLineStatus */
  creditLineStatus: { action: 'update', subject: 'b2b_packages' },
} as const satisfies Record<string, MoneyRule>;
export type PackageRuleName = keyof typeof PACKAGE_RULES;
