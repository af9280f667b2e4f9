import type { Service } from '@portal/shared/contract';
import type { DraftAnswers } from './quotation-draft';

// Issue 28.3: a service priced per m² is priced for the site the user described (step 6's area), not for the
// catalogue's minimum: ticking it proposes the area, and a smaller quantity is pointed out (it may be meant, e.g.
// only the kitchen; the wizard says so rather than refusing).

type ServiceFacts = Pick<Service, 'unit' | 'min_quantity'>;

/** The site's area when the service is priced per m² and the area is known; else null. */
function siteArea(service: ServiceFacts, answers: Pick<DraftAnswers, 'area_sqm'>): number | null {
  return service.unit === 'sqm' && answers.area_sqm ? answers.area_sqm : null;
}

/** The quantity a service starts with when ticked: 1 technician by hours, the site's area per m², else the minimum. */
export function startingQuantity(
  service: ServiceFacts,
  answers: Pick<DraftAnswers, 'area_sqm' | 'package_type'>,
): number {
  if (answers.package_type === 'hours') return 1;
  return Math.max(service.min_quantity, siteArea(service, answers) ?? 0);
}

/** The site's area when a per-m² quantity covers less of it (to flag), else null. */
export function shortOfSite(
  service: ServiceFacts,
  quantity: number | null,
  answers: Pick<DraftAnswers, 'area_sqm' | 'package_type'>,
): number | null {
  if (answers.package_type === 'hours' || quantity === null) return null;
  const area = siteArea(service, answers);
  return area !== null && quantity < area ? area : null;
}
