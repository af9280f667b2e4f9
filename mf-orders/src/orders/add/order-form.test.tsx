import { PICKER_PAGE_SIZE, queryClient, setLanguage, updateAbility } from '@portal/shared';
import type { AbilityRule, Branch, ListResult } from '@portal/shared/contract';
import { renderAt, setUpRemoteTests } from '@portal/shared/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { branchSearchQuery } from '../../common/location-queries';
import { ar } from '../../i18n/ar';
import { en } from '../../i18n/en';
// The strings of the pages loaded on demand (app.tsx loads them beside each page).
import '../../i18n/on-demand';
import { fr } from '../../i18n/fr';
import { AC_FILTER, catalogServices, FORM_BRANCH } from '../order-fixtures';
import { AddOrderPage } from './add-order-page';
import { livePrice } from './order-pricing';

// The create form checks with the contract: createOrderBodySchema (branch, services, date, slot) and the
// catalog bounds of checkOrderServices ('Minimum quantity {n}'), in the reader's language, before any request;
// its live price is the contract's priceOneTimeOrder.

setUpRemoteTests('orders', { ar, en, fr });

const BRANCH = FORM_BRANCH;

const rules: AbilityRule[] = [
  { action: 'read', subject: 'b2b_orders' },
  { action: 'insert', subject: 'b2b_orders' },
  { action: 'read', subject: 'b2b_branches' },
];

function renderPage() {
  const branches = { items: [BRANCH], total: 1, page: 1, perPage: PICKER_PAGE_SIZE } as ListResult<Branch>;
  queryClient.setQueryData(branchSearchQuery({ perPage: PICKER_PAGE_SIZE }).queryKey, branches);
  queryClient.setQueryData(['catalog', 'services'], catalogServices());
  renderAt('/b2b/orders/add', <AddOrderPage />);
}

const choose = async (testId: string, option: string) => {
  fireEvent.click(await screen.findByTestId(testId));
  fireEvent.click(await screen.findByRole('option', { name: option }));
};

describe('create order form', () => {
  it('without insert b2b_orders: the denied message, no form', async () => {
    updateAbility([{ action: 'read', subject: 'b2b_orders' }]);
    renderPage();
    expect(await screen.findByText('You do not have permission to see orders.')).toBeTruthy();
    expect(screen.queryByTestId('order-form')).toBeNull();
  });

  it.each([
    ['en', 'Place order', 'Please select the branches', 'A minimum of one service must be added'],
    ['ar', 'إنشاء الطلب', 'يرجى اختيار الفروع', 'يجب إضافة خدمة واحدة على الأقل'],
    ['fr', 'Passer la commande', 'Veuillez sélectionner les agences', 'Ajoutez au moins un service'],
  ] as const)('%s: an empty order names the branch and the services', async (language, submit, branch, services) => {
    await setLanguage(language);
    updateAbility(rules);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: submit }));
    expect(await screen.findByText(branch)).toBeTruthy();
    expect(screen.getByTestId('services-error').textContent).toBe(services);
  });

  it('a quantity under the catalog minimum: Minimum quantity {n}; the live price needs a valid order', async () => {
    updateAbility(rules);
    renderPage();
    // A first, empty submission: the form then re-checks on every change.
    fireEvent.click(await screen.findByRole('button', { name: 'Place order' }));
    await screen.findByText('Please select the branches');
    await choose('order-branch', 'Olaya (OLY)');
    await choose('add-service', 'Service ac');
    const line = await screen.findByTestId('order-line');
    // Added at its minimum (2): the contract's price shows at once.
    const expected = livePrice(
      BRANCH,
      [{ service_id: catalogServices()[0]?.id ?? '', quantity: 2 }],
      catalogServices(),
    );
    expect(screen.getByTestId('price-total').textContent).toBe(
      new Intl.NumberFormat('en-SA', { style: 'currency', currency: 'SAR' }).format((expected.price?.total ?? 0) / 100),
    );
    fireEvent.change(within(line).getByRole('textbox'), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await within(line).findByText('Minimum quantity 2')).toBeTruthy();
    expect(screen.queryByTestId('price-total')).toBeNull();
    expect(screen.getByText('Choose a branch and at least one service to see the price.')).toBeTruthy();
  });
});

describe('optional products (ADR 0066)', () => {
  const sar = (halalas: number) =>
    new Intl.NumberFormat('en-SA', { style: 'currency', currency: 'SAR' }).format(halalas / 100);

  it('a service offering products shows them at 0 with their price; stepped up, the live price includes them', async () => {
    updateAbility(rules);
    renderPage();
    await choose('order-branch', 'Olaya (OLY)');
    await choose('add-service', 'Service ac');
    const product = within(await screen.findByTestId('order-line')).getByTestId('optional-product');
    expect(product.textContent).toContain('AC filter');
    expect(product.textContent).toContain(`${sar(3_500)} per piece`);
    expect(within(product).getByTestId('product-count').textContent).toBe('0');
    const ac = catalogServices()[0]?.id ?? '';
    const totalWith = (products: { product_id: string; quantity: number }[]) =>
      sar(livePrice(BRANCH, [{ service_id: ac, quantity: 2, products }], catalogServices()).price?.total ?? 0);
    expect(screen.getByTestId('price-total').textContent).toBe(totalWith([]));
    fireEvent.click(within(product).getByRole('button', { name: 'Add one AC filter' }));
    fireEvent.click(within(product).getByRole('button', { name: 'Add one AC filter' }));
    expect(within(product).getByTestId('product-count').textContent).toBe('2');
    expect(screen.getByTestId('price-total').textContent).toBe(totalWith([{ product_id: AC_FILTER, quantity: 2 }]));
    expect(totalWith([{ product_id: AC_FILTER, quantity: 2 }])).not.toBe(totalWith([]));
    fireEvent.click(within(product).getByRole('button', { name: 'Remove one AC filter' }));
    fireEvent.click(within(product).getByRole('button', { name: 'Remove one AC filter' }));
    expect(screen.getByTestId('price-total').textContent).toBe(totalWith([]));
    expect(within(product).getByRole('button', { name: 'Remove one AC filter' })).toHaveProperty('disabled', true);
  });

  it('a product stepped back to 0 is left out of what is priced and sent', () => {
    const ac = catalogServices()[0]?.id ?? '';
    const lines = [{ service_id: ac, quantity: 2, products: [{ product_id: AC_FILTER, quantity: 0 }] }];
    expect(livePrice(BRANCH, lines, catalogServices()).issues).toEqual([]);
    expect(livePrice(BRANCH, lines, catalogServices()).price?.lines[0]?.products).toEqual([]);
  });
});

describe('livePrice', () => {
  it('is the contract price for the branch facts, and names the catalog issue otherwise', () => {
    const [ac] = catalogServices();
    const ok = livePrice(BRANCH, [{ service_id: ac?.id ?? '', quantity: 3 }], catalogServices());
    expect(ok.issues).toEqual([]);
    expect(ok.price?.total).toBe((ok.price?.taxable ?? 0) + (ok.price?.vat ?? 0));
    expect(ok.price?.lines[0]?.units).toBe(3);
    const low = livePrice(BRANCH, [{ service_id: ac?.id ?? '', quantity: 1 }], catalogServices());
    expect(low.price).toBeNull();
    expect(low.issues).toEqual([{ path: 'services.0.quantity', message: 'validation.min_quantity?n=2' }]);
    expect(livePrice(BRANCH, [], catalogServices()).issues[0]?.message).toBe('validation.min_one_service');
    expect(livePrice(null, [], catalogServices()).price).toBeNull();
  });
});
