import { boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { idColumn, namesColumns } from './columns';

// Lookup lists of spec §7 public/settings/{propertyType, propertyUnitType, propertyUnitSpace}:
// branch (property) types, unit types and unit spaces, each named in the three languages.

const lookupColumns = () => ({
  id: idColumn(),
  code: text('code').notNull().unique(),
  ...namesColumns(),
  isActive: boolean('is_active').notNull().default(true),
  sort: integer('sort').notNull().default(0),
});

export const propertyTypes = pgTable('property_types', lookupColumns());
export const propertyUnitTypes = pgTable('property_unit_types', lookupColumns());
export const propertyUnitSpaces = pgTable('property_unit_spaces', lookupColumns());
