import type { ListQuery, PackageListQuery, UpdatePackagePropertiesBody } from '@portal/contract';
import { and, asc, desc, eq, exists, ilike, or, sql } from 'drizzle-orm';
import { containsPattern } from '../../platform/db/like';
import { companyPackageLocations, companyPackages } from '../../platform/db/schema/index';
import type { CompanyScope } from '../../platform/db/scoped-db';
import { AppError, notFound } from '../../platform/http/app-error';
import { listResult, pageWindow, sortColumn } from '../../platform/http/list-query';
import type { CompanyContext } from '../../platform/http/request-context';
import { riyadhDay } from '../catalog/riyadh-day';
import { lockOwnPackage } from './package-gateway-settlement';
import { checkLocations, replaceLocations } from './package-locations';
import { viewPackages } from './package-view';

// company/package list, one by reference, and updateProperties (the package's locations).

const PACKAGE_SORT_COLUMNS = {
  created_at: companyPackages.createdAt,
  reference: companyPackages.reference,
  ends_on: companyPackages.endsOn,
  status: companyPackages.status,
} as const;

type Filter = Omit<PackageListQuery, keyof ListQuery | 'is_active'> & {
  q?: string | undefined;
  is_active?: boolean | undefined;
};

function packageFilter(scope: CompanyScope, query: Filter, today: string) {
  const activeSql = and(
    eq(companyPackages.status, 'approved'),
    sql`${companyPackages.startsOn} <= ${today}`,
    sql`${companyPackages.endsOn} >= ${today}`,
  );
  return and(
    query.q
      ? or(
          ilike(companyPackages.reference, containsPattern(query.q)),
          ilike(sql`${companyPackages.name}->>'ar'`, containsPattern(query.q)),
          ilike(sql`${companyPackages.name}->>'en'`, containsPattern(query.q)),
          ilike(sql`${companyPackages.name}->>'fr'`, containsPattern(query.q)),
        )
      : undefined,
    query.status ? eq(companyPackages.status, query.status) : undefined,
    query.type ? eq(companyPackages.type, query.type) : undefined,
    query.is_active === undefined ? undefined : query.is_active ? activeSql : sql`not coalesce(${activeSql}, false)`,
    query.branch_id
      ? exists(
          scope.db
            .select({ one: sql`1` })
            .from(companyPackageLocations)
            .where(
              and(
                eq(companyPackageLocations.companyId, scope.companyId),
                eq(companyPackageLocations.packageId, companyPackages.id),
                eq(companyPackageLocations.branchId, query.branch_id),
              ),
            ),
        )
      : undefined,
  );
}

export async function selectPackagesOrdered(
  scope: CompanyScope,
  query: ListQuery & Filter,
  today: string,
  window: { limit: number; offset: number },
) {
  const where = packageFilter(scope, query, today);
  const column = sortColumn(query, PACKAGE_SORT_COLUMNS, companyPackages.createdAt);
  const sortDesc = query.sortBy ? query.sortDesc : true;
  const rows = await scope
    .select({ pkg: companyPackages })
    .from(companyPackages, where)
    .orderBy(sortDesc ? desc(column) : asc(column), desc(companyPackages.createdAt), asc(companyPackages.reference))
    .limit(window.limit)
    .offset(window.offset);
  return { rows: rows.map((row) => row.pkg), where };
}

export async function packagePage(ctx: CompanyContext, query: ListQuery & Filter) {
  const today = riyadhDay(ctx.now);
  const { rows, where } = await selectPackagesOrdered(ctx.scope, query, today, pageWindow(query));
  const total = await ctx.scope.count(companyPackages, where);
  return listResult(await viewPackages(ctx.scope, rows, today), total, query);
}

export async function packageByReference(ctx: CompanyContext, { reference }: { reference: string }) {
  const [row] = await ctx.scope
    .select({ pkg: companyPackages })
    .from(companyPackages, eq(companyPackages.reference, reference));
  if (!row) throw notFound();
  const [view] = await viewPackages(ctx.scope, [row.pkg], riyadhDay(ctx.now));
  return view!;
}

/** POST company/package/updateProperties: the locations, within the limit and the allowed areas. */
export function updateProperties(ctx: CompanyContext, body: UpdatePackagePropertiesBody) {
  return ctx.scope.transaction(async (tx) => {
    const pkg = await lockOwnPackage(tx, body.package_id);
    if (pkg.status !== 'approved') throw new AppError(422, 'packages.not_active');
    const branchIds = await checkLocations(
      tx,
      {
        allowedLocationCount: pkg.allowedLocationCount,
        allowedAreaIds: pkg.allowedAreas.map((area) => area.id),
      },
      body.branch_ids ?? [],
    );
    await replaceLocations(tx, pkg.id, branchIds, ctx.now);
    const [view] = await viewPackages(tx, [pkg], riyadhDay(ctx.now));
    return view!;
  });
}
