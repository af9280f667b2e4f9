import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  doublePrecision,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { memberships } from './access';
import { areas, cities } from './areas';
import { companyIdColumn, idColumn, moment, partOf } from './columns';
import { companies } from './companies';
import { propertyTypes, propertyUnitSpaces, propertyUnitTypes } from './property-settings';

// A company's sites (spec §3 Branch) and the units inside them. Everything here is company-scoped.

export const branches = pgTable(
  'branches',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    name: text('name').notNull(),
    /** The company's own code for the branch; unique within the company. */
    code: text('code').notNull(),
    address: text('address'),
    propertyTypeId: uuid('property_type_id').references(() => propertyTypes.id),
    buildingNumber: text('building_number'),
    /** m², metres: decimals allowed, kept exact. */
    sizeM2: numeric('size_m2', { precision: 12, scale: 2 }),
    heightM: numeric('height_m', { precision: 8, scale: 2 }),
    constructionDate: date('construction_date'),
    buildingAgeYears: integer('building_age_years'),
    floors: integer('floors'),
    floorHeightM: numeric('floor_height_m', { precision: 6, scale: 2 }),
    cityId: uuid('city_id')
      .notNull()
      .references(() => cities.id),
    areaId: uuid('area_id').references(() => areas.id),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    createdAt: moment('created_at').notNull().defaultNow(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (table) => [
    unique('branches_company_code_unique').on(table.companyId, table.code),
    index('branches_company_idx').on(table.companyId),
    // Migration 0018: one (company_id, <sort key>, id) per sort key, trigram indexes for the contains-search.
    index('branches_company_created_idx').on(table.companyId, table.createdAt, table.id),
    index('branches_company_name_idx').on(table.companyId, table.name, table.id),
    index('branches_company_floors_idx').on(table.companyId, table.floors, table.id),
    index('branches_company_size_idx').on(table.companyId, table.sizeM2, table.id),
    index('branches_company_age_idx').on(table.companyId, table.buildingAgeYears, table.id),
    index('branches_name_trgm_idx').using('gin', table.name.op('gin_trgm_ops')),
    index('branches_code_trgm_idx').using('gin', table.code.op('gin_trgm_ops')),
    index('branches_address_trgm_idx').using('gin', table.address.op('gin_trgm_ops')),
    index('branches_building_number_trgm_idx').using('gin', table.buildingNumber.op('gin_trgm_ops')),
    check('branches_floors_positive', sql`${table.floors} IS NULL OR ${table.floors} >= 0`),
  ],
);

/** A company's number of branches, kept by triggers of migration 0018: the unfiltered list's total. */
export const branchCounts = pgTable('branch_counts', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  branches: bigint('branches', { mode: 'number' }).notNull(),
});

export const units = pgTable(
  'units',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    branchId: partOf('branch_id', () => branches.id),
    name: text('name').notNull(),
    unitTypeId: uuid('unit_type_id').references(() => propertyUnitTypes.id),
    floor: integer('floor'),
    sizeM2: numeric('size_m2', { precision: 12, scale: 2 }),
    createdAt: moment('created_at').notNull().defaultNow(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('units_branch_idx').on(table.branchId),
    index('units_company_idx').on(table.companyId),
    // Migration 0018: one (company_id, <sort key>, id) per sort key of the unit list, trigram for its search.
    index('units_company_created_idx').on(table.companyId, table.createdAt, table.id),
    index('units_company_name_idx').on(table.companyId, table.name, table.id),
    index('units_company_floor_idx').on(table.companyId, table.floor, table.id),
    index('units_company_size_idx').on(table.companyId, table.sizeM2, table.id),
    index('units_name_trgm_idx').using('gin', table.name.op('gin_trgm_ops')),
  ],
);

/** Spaces inside a unit (kitchen, bathroom, …) with how many of each: what a service quotation counts. */
export const unitSpaces = pgTable(
  'unit_spaces',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    unitId: partOf('unit_id', () => units.id),
    spaceId: uuid('space_id')
      .notNull()
      .references(() => propertyUnitSpaces.id),
    quantity: integer('quantity').notNull().default(1),
  },
  (table) => [
    unique('unit_spaces_unit_space_unique').on(table.unitId, table.spaceId),
    check('unit_spaces_quantity_positive', sql`${table.quantity} > 0`),
  ],
);

/** Spec §6: a user may be limited to assigned branches; no rows means every branch of the company. */
export const membershipBranches = pgTable(
  'membership_branches',
  {
    membershipId: partOf('membership_id', () => memberships.id),
    branchId: partOf('branch_id', () => branches.id),
  },
  (table) => [primaryKey({ columns: [table.membershipId, table.branchId] })],
);
