// E-invoicing unit (issue 31, ADR 0054): the ZATCA EGS unit whose sequence numbers this environment's invoices and
// the VAT number it is onboarded for. Production refuses to start without both: an invoice must never be numbered on
// a development unit or carry a seller other than the registered one.

type Env = Record<string, string | undefined>;

export interface EinvoicingConfig {
  /** EINVOICING_UNIT: the unit id, e.g. "riyadh-portal-1"; "dev" outside production when unset. */
  unit: string;
  /**
   * EINVOICING_SELLER_VAT_NUMBER: the seller's VAT number the unit belongs to. Invoices are refused (503) while the
   * platform settings' seller has another one. Null (development, tests): any seller of the settings.
   */
  sellerVatNumber: string | null;
}

const UNIT_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
/** The row of numbers given before the seller sequence (migration 0037): never a unit that issues. */
const PHASE_ONE_UNIT = 'phase-1';

export function einvoicingConfig(env: Env, production: boolean, problems: string[]): EinvoicingConfig {
  const unit = env.EINVOICING_UNIT?.trim() || (production ? '' : 'dev');
  const sellerVatNumber = env.EINVOICING_SELLER_VAT_NUMBER?.trim() || null;
  if (!unit) problems.push('EINVOICING_UNIT (the e-invoicing unit id) is required in production');
  else if (!UNIT_ID.test(unit) || unit === PHASE_ONE_UNIT)
    problems.push(`EINVOICING_UNIT must be 1-64 letters, digits, ".", "_" or "-" and not "${PHASE_ONE_UNIT}"`);
  if (production && !sellerVatNumber)
    problems.push('EINVOICING_SELLER_VAT_NUMBER (the VAT number the unit is registered for) is required in production');
  if (sellerVatNumber && !/^3\d{13}3$/.test(sellerVatNumber))
    problems.push('EINVOICING_SELLER_VAT_NUMBER must be 15 digits starting and ending with 3');
  return { unit, sellerVatNumber };
}
