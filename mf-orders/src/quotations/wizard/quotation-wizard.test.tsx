import {
  formatMoney,
  PortalProviders,
  queryClient,
  registerTranslations,
  setLanguage,
  updateAbility,
  writeStoredValue,
} from '@portal/shared';
import { priceQuotation } from '@portal/shared/contract';
import { MemoryRouter, officePricingInput } from '@portal/shared/testing';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { propertyTypesQuery, serviceTypesQuery, unitTypesQuery } from '../../catalog/catalog-queries';
import { branchChoicesQuery } from '../../common/location-queries';
import { ar } from '../../i18n/ar';
import { en } from '../../i18n/en';
// The strings of the pages loaded on demand (app.tsx loads them beside each page).
import '../../i18n/on-demand';
import { fr } from '../../i18n/fr';
import { emptyDraft, type QuotationDraft } from './quotation-draft';
import { QuotationWizard } from './quotation-wizard';
import { acService, branchList, floorCleaning, serviceTypes, wizardData } from './wizard-test-kit';

// The wizard in jsdom with the catalog rows as props and the branch list in the query cache: what is under
// test is the wizard's own behaviour (step checks, back/next, the saved draft, the instant price).

const STORAGE = 'quotation-draft-test';

beforeAll(async () => {
  registerTranslations('orders', { ar, en, fr });
  await setLanguage('en');
});
beforeEach(() => {
  localStorage.clear();
  updateAbility([
    { action: 'insert', subject: 'b2b_packages' },
    { action: 'read', subject: 'b2b_branches' },
  ]);
  queryClient.setQueryData(branchChoicesQuery('').queryKey, branchList);
  const list = <T,>(items: T[]) => ({ items, total: items.length, page: 1, perPage: 100 });
  queryClient.setQueryData(propertyTypesQuery().queryKey, list([...wizardData.propertyTypes]));
  queryClient.setQueryData(unitTypesQuery().queryKey, list([...wizardData.unitTypes]));
  queryClient.setQueryData(serviceTypesQuery().queryKey, list(serviceTypes));
});
afterEach(() => {
  cleanup();
  updateAbility([]);
});

const submitted: unknown[] = [];
function renderWizard() {
  return render(
    <PortalProviders>
      <MemoryRouter>
        <QuotationWizard
          data={wizardData}
          storageName={STORAGE}
          submitting={false}
          onSubmit={async (answers) => {
            submitted.push(answers);
            return true;
          }}
        />
      </MemoryRouter>
    </PortalProviders>,
  );
}

const next = () => fireEvent.click(screen.getByRole('button', { name: 'Next' }));
const back = () => fireEvent.click(screen.getByRole('button', { name: 'Back' }));
const stepHeading = () => screen.getByRole('heading', { level: 2 }).textContent;

/** A draft answered up to the services step, as the wizard saves it. */
function draftAtServices(): QuotationDraft {
  const draft = emptyDraft();
  const [olaya] = branchList.items;
  if (!olaya) throw new Error('fixture');
  return {
    ...draft,
    step: 9,
    answers: {
      ...draft.answers,
      business_type: 'office',
      unit_type: 'floor',
      branch_ids: [olaya.id],
      period_months: 12,
      area_sqm: 250,
      building_age_years: 10,
      floors: 2,
      floor_height_m: 3,
    },
    branches: [olaya],
    prefilled: ['area_sqm', 'building_age_years', 'floors', 'floor_height_m'],
  };
}

describe('quotation wizard steps', () => {
  it('refuses Next with the contract messages and moves on once answered', async () => {
    renderWizard();
    expect(stepHeading()).toBe('Business type');
    next();
    expect(await screen.findByText('This field is required')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Office' }));
    next();
    expect(stepHeading()).toBe('Unit type');
    fireEvent.click(screen.getByRole('radio', { name: 'Whole floor' }));
    next();
    expect(stepHeading()).toBe('Branches');
    next();
    expect(await screen.findByText('Please select the branches')).toBeTruthy();
    expect(stepHeading()).toBe('Branches');
  });

  it('refuses a branch recorded as another property type, naming its type (issue 26.5)', async () => {
    const [olaya, malaz] = branchList.items;
    if (!olaya || !malaz) throw new Error('fixture');
    const restaurant = {
      ...malaz,
      id: 'e0000000-0000-4000-8000-000000000003',
      name: 'Tahlia Restaurant',
      property_type: { id: 'restaurant', code: 'restaurant', name: { ar: 'مطعم', en: 'Restaurant', fr: 'Restaurant' } },
    };
    queryClient.setQueryData(branchChoicesQuery('').queryKey, { ...branchList, items: [olaya, restaurant], total: 2 });
    renderWizard();
    fireEvent.click(screen.getByRole('radio', { name: 'Office' }));
    next();
    fireEvent.click(screen.getByRole('radio', { name: 'Whole floor' }));
    next();
    fireEvent.click(await screen.findByRole('checkbox', { name: /Tahlia Restaurant/ }));
    next();
    expect(
      await screen.findByText(/Tahlia Restaurant is recorded as Restaurant: go back to the first step/),
    ).toBeTruthy();
    expect(stepHeading()).toBe('Branches');
    fireEvent.click(screen.getByRole('checkbox', { name: /Tahlia Restaurant/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Olaya/ }));
    next();
    expect(stepHeading()).toBe('Units');
  });

  it('Back and Next keep the answers, and the chosen branches prefill the facts', async () => {
    renderWizard();
    fireEvent.click(screen.getByRole('radio', { name: 'Office' }));
    next();
    back();
    expect((screen.getByRole('radio', { name: 'Office' }) as HTMLInputElement).checked).toBe(true);
    next();
    fireEvent.click(screen.getByRole('radio', { name: 'Whole floor' }));
    next();
    fireEvent.click(await screen.findByRole('checkbox', { name: /Olaya/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Malaz/ }));
    next(); // units (optional)
    next(); // period
    back();
    back();
    expect((screen.getByRole('checkbox', { name: /Olaya/ }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: /Malaz/ }) as HTMLInputElement).checked).toBe(true);
    next();
    next();
    fireEvent.click(screen.getByRole('radio', { name: '12 months' }));
    next();
    // The largest of the two branches: 400 m².
    expect((screen.getByRole('textbox', { name: /Area of one location/ }) as HTMLInputElement).value).toBe('400');
    expect(screen.getByText('Filled in from the chosen branches; you can change it.')).toBeTruthy();
    next();
    expect((screen.getByRole('textbox', { name: /Age of the building/ }) as HTMLInputElement).value).toBe('10');
    // An answered step reopens from the stepper; the running total stays empty while no service is chosen.
    fireEvent.click(screen.getByRole('button', { name: '1. Business type' }));
    expect(stepHeading()).toBe('Business type');
    expect((screen.getByRole('radio', { name: 'Office' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByTestId('running-total').textContent).toBe('');
  });

  it('services: none chosen, then a quantity below the minimum', async () => {
    writeStoredValue(STORAGE, draftAtServices());
    renderWizard();
    expect(stepHeading()).toBe('Services');
    next();
    expect(await screen.findByText('Please select the services')).toBeTruthy();
    const card = screen.getByTestId('service-floor_cleaning');
    fireEvent.click(within(card).getByRole('checkbox'));
    expect(screen.queryByText('Please select the services')).toBeNull();
    fireEvent.change(within(card).getByRole('textbox', { name: /Quantity/ }), { target: { value: '10' } });
    next();
    expect(await screen.findByText('Minimum quantity 50')).toBeTruthy();
    expect(stepHeading()).toBe('Services');
  });

  it('the Type of work filter narrows the services, keeping a chosen one (ADR 0058, as the order form)', async () => {
    writeStoredValue(STORAGE, draftAtServices());
    renderWizard();
    fireEvent.click(within(screen.getByTestId('service-floor_cleaning')).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('combobox', { name: 'Type of work' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Planned upkeep' }));
    expect(screen.getByTestId('service-ac_maintenance')).toBeTruthy();
    // Chosen before the filter: it stays, with its quantity.
    const cleaning = screen.getByTestId('service-floor_cleaning');
    fireEvent.click(within(cleaning).getByRole('checkbox'));
    expect(screen.queryByTestId('service-floor_cleaning')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Cleaning' })).toBeNull();
    fireEvent.click(screen.getByRole('combobox', { name: 'Type of work' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Every type of work' }));
    expect(screen.getByTestId('service-floor_cleaning')).toBeTruthy();
  });

  it('a per-m² service starts at the site’s area from step 6, and a smaller quantity is pointed out (issue 28.3)', () => {
    writeStoredValue(STORAGE, draftAtServices());
    renderWizard();
    const card = screen.getByTestId('service-floor_cleaning');
    fireEvent.click(within(card).getByRole('checkbox'));
    const quantity = within(card).getByRole('textbox', { name: /Quantity/ }) as HTMLInputElement;
    // The area answered is 250 m² (the catalogue's minimum is 50).
    expect(quantity.value).toBe('250');
    expect(within(card).queryByTestId('quantity-short-of-site')).toBeNull();
    fireEvent.change(quantity, { target: { value: '120' } });
    expect(within(card).getByTestId('quantity-short-of-site').textContent).toBe(
      'The site is 250 m² (step 6): this quantity covers only 120 m² of it.',
    );
    // A service priced per unit keeps its minimum.
    const ac = screen.getByTestId('service-ac_maintenance');
    fireEvent.click(within(ac).getByRole('checkbox'));
    expect((within(ac).getByRole('textbox', { name: /Quantity/ }) as HTMLInputElement).value).toBe('1');
  });
});

describe('quotation draft', () => {
  it('survives a remount (a reload) at the same step with the same answers, and Start over forgets it', async () => {
    const first = renderWizard();
    fireEvent.click(screen.getByRole('radio', { name: 'Office' }));
    next();
    fireEvent.click(screen.getByRole('radio', { name: 'Whole floor' }));
    first.unmount();

    renderWizard();
    expect(stepHeading()).toBe('Unit type');
    expect((screen.getByRole('radio', { name: 'Whole floor' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('Your unfinished quotation was restored.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Start over' }));
    expect(stepHeading()).toBe('Business type');
    expect(localStorage.length).toBe(0);
  });
});

describe('instant price', () => {
  it('is priceQuotation of the answers, and follows the quantity as it is typed', async () => {
    writeStoredValue(STORAGE, draftAtServices());
    renderWizard();
    const panel = screen.getByTestId('instant-price');
    expect(within(panel).getByText(/The price appears/)).toBeTruthy();

    const card = screen.getByTestId('service-ac_maintenance');
    fireEvent.click(within(card).getByRole('checkbox', { name: /AC maintenance/ }));
    const quantity = within(card).getByRole('textbox', { name: /Quantity/ });
    fireEvent.change(quantity, { target: { value: '4' } });

    const expected = (units: number) =>
      priceQuotation(
        officePricingInput([{ service_id: acService.id, quantity: units, products: [] }], { unit_type: 'floor' }),
        [acService, floorCleaning],
      );
    const total = () => within(panel).getByTestId('price-total').textContent;
    expect(total()).toBe(formatMoney(expected(4).total, 'en'));
    expect(screen.getByTestId('running-total').textContent).toBe(`Total: ${formatMoney(expected(4).total, 'en')}`);
    expect(within(panel).getByTestId('price-vat').textContent).toBe(formatMoney(expected(4).vat, 'en'));
    // The factors with their bands, named in words where the band is a code.
    expect(within(panel).getByText('Office · ×1.00')).toBeTruthy();
    expect(within(panel).getByText('101-300 · ×1.10')).toBeTruthy();

    fireEvent.change(quantity, { target: { value: '7' } });
    expect(total()).toBe(formatMoney(expected(7).total, 'en'));
    expect(expected(7).total).not.toBe(expected(4).total);
  });
});
