import type { Branch, PackageType, PeriodMonths, Service, VisitFrequency } from '@portal/shared/contract';

// The wizard's answers while the user fills them in: blanks are null (a half-typed number is not an answer yet).
// The draft is kept in localStorage per user and company, so a reload (or a crash) resumes at the same step
// with the same answers; a successful submit removes it.

export type DraftService = {
  service_id: string;
  quantity: number | null;
  products: { product_id: string; quantity: number | null }[];
};

export type DraftAnswers = {
  business_type: string | null;
  unit_type: string | null;
  branch_ids: string[];
  unit_ids: string[];
  period_months: PeriodMonths | null;
  area_sqm: number | null;
  building_age_years: number | null;
  floors: number | null;
  floor_height_m: number | null;
  services: DraftService[];
  package_type: PackageType;
  frequency: VisitFrequency;
  visits: number | null;
  hours: number | null;
};

/** The facts of a branch that prefill the area, age, floors and floor height steps. */
export type BranchFacts = Pick<
  Branch,
  'id' | 'name' | 'code' | 'size_m2' | 'building_age_years' | 'floors' | 'floor_height_m'
> & {
  /** The branch's recorded property type (absent in a draft kept before issue 26.5: checked by the API then). */
  property_type?: Branch['property_type'];
};

const FACT_FIELDS = ['area_sqm', 'building_age_years', 'floors', 'floor_height_m'] as const;
export type FactField = (typeof FACT_FIELDS)[number];

export type QuotationDraft = {
  /** Bumped when the shape changes: an older stored draft is then ignored instead of breaking the page. */
  version: 1;
  step: number;
  answers: DraftAnswers;
  /** The chosen branches as they were when chosen (the list on screen may be filtered by a search). */
  branches: BranchFacts[];
  /** Fact fields whose value came from the branches: they follow the branch choice until the user edits them. */
  prefilled: FactField[];
  /** unit id → its branch id, so the units of a branch the user drops leave the answers too. */
  unitBranches: Record<string, string>;
};

export function emptyDraft(): QuotationDraft {
  return {
    version: 1,
    step: 0,
    answers: {
      business_type: null,
      unit_type: null,
      branch_ids: [],
      unit_ids: [],
      period_months: null,
      area_sqm: null,
      building_age_years: null,
      floors: null,
      floor_height_m: null,
      services: [],
      package_type: 'visits',
      frequency: 'monthly',
      visits: 1,
      hours: null,
    },
    branches: [],
    prefilled: [],
    unitBranches: {},
  };
}

/** A stored draft, or a fresh one when nothing (or something of another shape) is stored. */
export function restoredDraft(stored: unknown): QuotationDraft {
  if (typeof stored !== 'object' || stored === null) return emptyDraft();
  const draft = stored as Partial<QuotationDraft>;
  if (draft.version !== 1 || typeof draft.answers !== 'object' || !Array.isArray(draft.branches)) return emptyDraft();
  return { ...emptyDraft(), ...draft, answers: { ...emptyDraft().answers, ...draft.answers } } as QuotationDraft;
}

/**
 * The draft without the services or products the catalog no longer has (a draft saved days ago): the user
 * could not see, nor fix, a line for a service that is not offered any more.
 */
export function withCatalog(
  draft: QuotationDraft,
  catalog: readonly Pick<Service, 'id' | 'products'>[],
): QuotationDraft {
  const byId = new Map(catalog.map((service) => [service.id, service]));
  const services = draft.answers.services
    .filter((line) => byId.has(line.service_id))
    .map((line) => {
      const products = new Set(byId.get(line.service_id)?.products.map((product) => product.id));
      return { ...line, products: line.products.filter((product) => products.has(product.product_id)) };
    });
  return { ...draft, answers: { ...draft.answers, services } };
}

/** localStorage name of the draft of one user acting for one company. */
export const draftStorageName = (userId: string, companyId: string) => `quotation-draft-${userId}-${companyId}`;

const BRANCH_FACT: Record<FactField, keyof BranchFacts> = {
  area_sqm: 'size_m2',
  building_age_years: 'building_age_years',
  floors: 'floors',
  floor_height_m: 'floor_height_m',
};

/** The facts the wizard keeps of a branch it is given (its list, /b2b/branches/select). */
export const factsOf = (branch: Branch): BranchFacts => ({
  id: branch.id,
  name: branch.name,
  code: branch.code,
  size_m2: branch.size_m2,
  building_age_years: branch.building_age_years,
  floors: branch.floors,
  floor_height_m: branch.floor_height_m,
  property_type: branch.property_type,
});

/**
 * The draft with `branches` chosen: the fact fields that are blank or still prefilled take the largest value
 * among the branches (a package covers every chosen location, so it is priced for the biggest, oldest, tallest).
 */
export function withBranches(draft: QuotationDraft, branches: BranchFacts[]): QuotationDraft {
  const answers: DraftAnswers = { ...draft.answers, branch_ids: branches.map((branch) => branch.id) };
  const kept = new Set(branches.map((branch) => branch.id));
  // Units belong to branches: a unit of a branch no longer chosen leaves the answers too.
  answers.unit_ids = answers.unit_ids.filter((id) => kept.has(draft.unitBranches[id] ?? ''));
  const prefilled = new Set(draft.prefilled);
  for (const field of FACT_FIELDS) {
    if (answers[field] !== null && !prefilled.has(field)) continue;
    const values = branches
      .map((branch) => branch[BRANCH_FACT[field]])
      // A building may be new (age 0); a branch without floors or area recorded says nothing.
      .filter((value): value is number => typeof value === 'number' && (value > 0 || field === 'building_age_years'));
    if (values.length === 0) {
      if (prefilled.has(field)) answers[field] = null;
      prefilled.delete(field);
      continue;
    }
    answers[field] = Math.max(...values);
    prefilled.add(field);
  }
  return { ...draft, answers, branches, prefilled: FACT_FIELDS.filter((field) => prefilled.has(field)) };
}

/**
 * The first chosen branch whose recorded property type is not the chosen business type (issue 26.5: the type
 * carries a pricing factor, so the API refuses a quotation that contradicts the branch's record).
 */
export function contradictingBranch(draft: QuotationDraft): BranchFacts | null {
  const chosen = draft.answers.business_type;
  return draft.branches.find((branch) => branch.property_type && branch.property_type.code !== chosen) ?? null;
}
