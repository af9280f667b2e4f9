import type { Branch, Category, ListResult, PropertySetting, Service } from '@portal/shared/contract';
import { branchOf } from '@portal/shared/testing';
import type { WizardData } from './quotation-wizard';

// Catalog rows shaped like GET public/services/* answers, for the wizard's component tests.

const name = (en: string) => ({ ar: en, en, fr: en });
const setting = (id: string, code: string, label: string, sort: number): PropertySetting => ({
  id,
  code,
  name: name(label),
  sort,
});

const categories: Category[] = [
  { id: 'c0000000-0000-4000-8000-000000000001', code: 'maintenance', name: name('Maintenance'), sort: 1 },
  { id: 'c0000000-0000-4000-8000-000000000002', code: 'cleaning', name: name('Cleaning'), sort: 2 },
];

/** public/settings/serviceType (ADR 0058): AC maintenance is planned upkeep, floor cleaning a one-off job. */
export const serviceTypes: PropertySetting[] = [
  setting('70000000-0000-4000-8000-000000000001', 'preventive', 'Planned upkeep', 1),
  setting('70000000-0000-4000-8000-000000000003', 'project', 'One-off job', 3),
];

const base: Pick<Service, 'description' | 'items' | 'max_quantity' | 'sort'> = {
  description: name(''),
  items: [],
  max_quantity: 10_000,
  sort: 1,
};
export const acService: Service = {
  ...base,
  id: '50000000-0000-4000-8000-000000000001',
  code: 'ac_maintenance',
  category_id: 'c0000000-0000-4000-8000-000000000001',
  category_code: 'maintenance',
  service_type_id: '70000000-0000-4000-8000-000000000001',
  name: name('AC maintenance'),
  unit: 'unit',
  base_price: 15_000,
  hourly_price: 9_000,
  min_quantity: 1,
  products: [
    {
      id: 'f0000000-0000-4000-8000-000000000001',
      code: 'ac_filter',
      service_id: '50000000-0000-4000-8000-000000000001',
      name: name('AC filter'),
      price: 2_500,
    },
  ],
};
export const floorCleaning: Service = {
  ...base,
  id: '50000000-0000-4000-8000-000000000002',
  code: 'floor_cleaning',
  category_id: 'c0000000-0000-4000-8000-000000000002',
  category_code: 'cleaning',
  service_type_id: '70000000-0000-4000-8000-000000000003',
  name: name('Floor cleaning'),
  unit: 'sqm',
  base_price: 350,
  hourly_price: 7_000,
  min_quantity: 50,
  products: [],
};

export const wizardData: WizardData = {
  categories,
  services: [acService, floorCleaning],
  propertyTypes: [setting('a0000000-0000-4000-8000-000000000001', 'office', 'Office', 1)],
  unitTypes: [setting('b0000000-0000-4000-8000-000000000001', 'floor', 'Whole floor', 1)],
};

export const branchList: ListResult<Branch> = {
  items: [
    branchOf({
      id: 'e0000000-0000-4000-8000-000000000001',
      name: 'Olaya',
      code: 'OLAYA',
      size_m2: 250,
      building_age_years: 10,
      floors: 2,
      floor_height_m: 3,
    }),
    branchOf({
      id: 'e0000000-0000-4000-8000-000000000002',
      name: 'Malaz',
      code: 'MALAZ',
      size_m2: 400,
      building_age_years: 4,
      floors: 5,
      floor_height_m: 3.2,
    }),
  ],
  total: 2,
  page: 1,
  perPage: 100,
};
