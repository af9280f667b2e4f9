import { type Language, localizedName } from '@portal/shared';
import type { OpsQuotation } from '@portal/shared/contract';

/** The quotation's services as one phrase in the language ("Cleaning, Plumbing" / "تنظيف، سباكة"). */
export function serviceNames(quotation: OpsQuotation, language: Language): string {
  const names = quotation.services.map((service) => localizedName(service.name, language));
  return new Intl.ListFormat(language, { style: 'short', type: 'unit' }).format(names);
}
