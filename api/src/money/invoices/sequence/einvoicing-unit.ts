import type { EinvoicingConfig } from '../../../platform/config/einvoicing-config';

// The e-invoicing unit of this process (ADR 0054), set once by buildApp from the configuration. Invoices are issued
// deep inside sales, payments and jobs that carry a company scope, not the configuration; one value per process is
// what the configuration is (the same environment for every request). Without buildApp (the seed's direct
// calls) it is the development unit.

/** What issuing needs of the configuration (the stamp is loaded by money/invoices/stamp/unit-stamp.ts). */
type EinvoicingUnit = Pick<EinvoicingConfig, 'unit' | 'sellerVatNumber'>;

let current: EinvoicingUnit = { unit: 'dev', sellerVatNumber: null };

export function useEinvoicingUnit(config: EinvoicingUnit): void {
  current = { unit: config.unit, sellerVatNumber: config.sellerVatNumber };
}

export function einvoicingUnit(): EinvoicingUnit {
  return current;
}
