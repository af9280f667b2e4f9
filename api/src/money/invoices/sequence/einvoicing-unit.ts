import type { EinvoicingConfig } from '../../../platform/config/einvoicing-config';

// The e-invoicing unit of this process (ADR 0054), set once by buildApp from the configuration. Invoices are issued
// deep inside sales, payments and jobs that carry a company scope, not the configuration; one value per process is
// what the configuration is (the same environment for every request). Without buildApp (the seed's direct
// calls) it is the development unit.

let current: EinvoicingConfig = { unit: 'dev', sellerVatNumber: null };

export function useEinvoicingUnit(config: EinvoicingConfig): void {
  current = config;
}

export function einvoicingUnit(): EinvoicingConfig {
  return current;
}
