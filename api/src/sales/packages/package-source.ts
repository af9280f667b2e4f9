import type { BuyPackageBody } from '@portal/contract';
import { eq, inArray } from 'drizzle-orm';
import { localized } from '../../messaging/notifications/notify-company';
import { areas, quotations } from '../../platform/db/schema/index';
import type { CompanyScope } from '../../platform/db/scoped-db';
import { AppError, fieldError } from '../../platform/http/app-error';
import { findPublishedPackage, servicesWith } from '../catalog/catalog-queries';
import { riyadhDay } from '../catalog/riyadh-day';

// What is being bought (POST company/package/buy): a published package at its catalog price, or an approved,
// unexpired quotation not bought yet at its quoted price. Everything is copied into the company package.

type Trilingual = { ar: string; en: string; fr: string };

export interface PackageDraft {
  source: 'published' | 'quotation';
  publishedPackageId: string | null;
  quotationId: string | null;
  quotationReference: string | null;
  name: Trilingual;
  type: 'visits' | 'hours';
  total: number;
  periodMonths: number;
  frequency: string;
  repeatMode: string;
  services: { id: string; name: Trilingual }[];
  allowedLocationCount: number;
  allowedAreas: { id: string; name: Trilingual }[];
  terms: Trilingual;
  /** Halalas before VAT. */
  price: number;
  downPayment: number;
  creditLineAllowed: boolean;
  creditCostBp: number;
  /** A quotation's branches: the default locations. */
  defaultBranchIds: string[];
}

type BuyBody = Pick<BuyPackageBody, 'source' | 'published_package_id' | 'quotation_reference'>;

export async function resolveSource(scope: CompanyScope, body: BuyBody, now: Date): Promise<PackageDraft> {
  return body.source === 'published' ? fromPublished(scope, body) : fromQuotation(scope, body, now);
}

async function fromPublished(scope: CompanyScope, body: BuyBody): Promise<PackageDraft> {
  const found = body.published_package_id ? await findPublishedPackage(scope.db, body.published_package_id) : null;
  if (!found) throw fieldError('published_package_id', 'validation.select_package');
  const services = await servicesWith(scope.db, { ids: found.service_ids });
  const areaRows =
    found.allowed_area_ids.length > 0
      ? await scope.db
          .select({ id: areas.id, ar: areas.nameAr, en: areas.nameEn, fr: areas.nameFr })
          .from(areas)
          .where(inArray(areas.id, found.allowed_area_ids))
      : [];
  return {
    source: 'published',
    publishedPackageId: found.id,
    quotationId: null,
    quotationReference: null,
    name: found.name,
    type: found.type,
    total: found.total,
    periodMonths: found.period_months,
    frequency: found.frequency,
    repeatMode: found.repeat_mode,
    services: services.map((service) => ({ id: service.id, name: service.name })),
    allowedLocationCount: found.allowed_location_count,
    allowedAreas: areaRows.map(({ id, ...name }) => ({ id, name })),
    terms: found.terms,
    price: found.price,
    downPayment: found.down_payment,
    creditLineAllowed: found.credit_line_allowed,
    creditCostBp: found.credit_cost_bp,
    defaultBranchIds: [],
  };
}

async function fromQuotation(scope: CompanyScope, body: BuyBody, now: Date): Promise<PackageDraft> {
  const reference = body.quotation_reference ?? '';
  // Locked: two purchases of one quotation wait for each other; the second sees it bought.
  const [row] = reference
    ? await scope.select({ q: quotations }).from(quotations, eq(quotations.reference, reference)).for('update')
    : [];
  const quotation = row?.q;
  if (!quotation) throw fieldError('quotation_reference', 'validation.select_package');
  if (quotation.packageReference) throw new AppError(409, 'packages.quotation_already_bought');
  if (quotation.status !== 'approved') throw fieldError('quotation_reference', 'packages.quotation_not_approved');
  if (quotation.validUntil < riyadhDay(now)) throw fieldError('quotation_reference', 'packages.quotation_expired');
  const answers = quotation.answers;
  return {
    source: 'quotation',
    publishedPackageId: null,
    quotationId: quotation.id,
    quotationReference: quotation.reference,
    name: localized('packages.name_from_quotation', { reference: quotation.reference }),
    type: answers.package_type,
    total: quotation.price.package_total,
    periodMonths: answers.period_months,
    frequency: answers.package_type === 'hours' ? 'on_demand' : answers.frequency,
    repeatMode: answers.package_type === 'hours' ? 'manual' : 'auto',
    services: quotation.services.map((service) => ({ id: service.id, name: service.name })),
    allowedLocationCount: quotation.branches.length,
    allowedAreas: [],
    terms: { ar: '', en: '', fr: '' },
    price: quotation.price.taxable,
    downPayment: 0,
    creditLineAllowed: false,
    creditCostBp: 0,
    defaultBranchIds: quotation.branches.map((branch) => branch.id),
  };
}
