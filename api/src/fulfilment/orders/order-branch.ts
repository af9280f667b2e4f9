import type { OrderPricingContext } from '@portal/contract';
import { asc, eq } from 'drizzle-orm';
import { areas, branches, propertyTypes, propertyUnitTypes, units } from '../../platform/db/schema/index';
import type { CompanyScope } from '../../platform/db/scoped-db';
import { fieldError } from '../../platform/http/app-error';

// The branch an order is for: visible to the member (a branch of another company, or outside a branch-limited
// member's branches, is a 422 on branch_id: its existence is never revealed), its facts for pricing (DOMAIN.md §4
// factors) and the location copied onto the order.

export interface OrderBranch {
  id: string;
  name: string;
  code: string;
  address: string | null;
  area: { ar: string; en: string; fr: string } | null;
  latitude: number | null;
  longitude: number | null;
  pricing: OrderPricingContext;
}

const YEAR_MS = 365.25 * 86_400_000;

export async function orderBranch(scope: CompanyScope, branchId: string, now: Date): Promise<OrderBranch> {
  const [branch] = await scope.select({ branch: branches }).from(branches, eq(branches.id, branchId));
  if (!branch) throw fieldError('branch_id', 'validation.select_branches');
  const row = branch.branch;
  const [area] = row.areaId
    ? await scope.db
        .select({ ar: areas.nameAr, en: areas.nameEn, fr: areas.nameFr })
        .from(areas)
        .where(eq(areas.id, row.areaId))
    : [];
  const [propertyType] = row.propertyTypeId
    ? await scope.db
        .select({ code: propertyTypes.code })
        .from(propertyTypes)
        .where(eq(propertyTypes.id, row.propertyTypeId))
    : [];
  // The branch has no unit type of its own: its first unit's type prices it (none: the neutral factor).
  const [unit] = await scope
    .select({ code: propertyUnitTypes.code })
    .from(units, eq(units.branchId, row.id))
    .leftJoin(propertyUnitTypes, eq(propertyUnitTypes.id, units.unitTypeId))
    .orderBy(asc(units.createdAt), asc(units.id))
    .limit(1);
  const age =
    row.buildingAgeYears ??
    (row.constructionDate ? Math.max(0, Math.floor((now.getTime() - Date.parse(row.constructionDate)) / YEAR_MS)) : 0);
  return {
    id: row.id,
    name: row.name,
    code: row.code,
    address: row.address,
    area: area ?? null,
    latitude: row.latitude,
    longitude: row.longitude,
    pricing: {
      business_type: propertyType?.code ?? '',
      unit_type: unit?.code ?? '',
      area_sqm: row.sizeM2 === null ? 0 : Number(row.sizeM2),
      building_age_years: age,
      floors: row.floors ?? 0,
      floor_height_m: row.floorHeightM === null ? 0 : Number(row.floorHeightM),
    },
  };
}
