import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import type { LoginInfo } from '@portal/shared/contract';
import { expect, signedInTest as test } from '../support/api-fixtures';
import { receiptPdf, rechargeByCard, toast } from '../support/money';
import { opsHeaders } from '../support/money-ops';
import { assignAsOps, orderOf, placeOrder } from '../support/orders';
import { useLanguage } from '../support/portal';

// Issue 25.2: the Payments tab of an order lists the payments of the order's own answer, whatever the method. Before,
// it searched the payments list by the order's reference and showed nothing for an order paid by card or transfer.
// The card payment goes through the test gateway's hosted page, which now sends the browser back to the order.

type Company = { info: LoginInfo };
const companyHeaders = (company: Company) => ({
  lang: 'en',
  authorization: `Bearer ${company.info.token}`,
  'Role-Id': company.info.role.id,
  'Idempotency-Key': randomUUID(),
});

const SERVICES = [{ name: 'AC maintenance', quantity: '3' }];

/** The Payments tab (the order page's first tab) lists exactly these methods. */
async function expectPayments(page: Page, methods: RegExp[]) {
  await page.getByRole('tab', { name: 'Payments' }).click();
  const rows = page.getByTestId('order-tab-payments').getByTestId('order-payment');
  await expect(rows).toHaveCount(methods.length);
  for (const [index, method] of methods.entries()) await expect(rows.nth(index)).toContainText(method);
}

/** Places an order paid later (card or transfer); ops confirm and assign it, so its advance is due. */
async function orderWithAdvanceDue(page: Page, request: APIRequestContext, company: Company, method: string) {
  const reference = await placeOrder(page, { branch: 'Olaya Tower', services: SERVICES, method });
  const { order } = await orderOf(request, company, reference);
  await assignAsOps(request, order.id);
  return order;
}

test.describe('order payments tab', () => {
  test.use({ companyName: 'Order Payments Co' });
  test.beforeEach(async ({ page, api, company }) => {
    await useLanguage(page, 'en');
    await api.createBranch(company, { name: 'Olaya Tower', code: 'OLY-1', type: 'Office', area: 'Al Malaz' });
  });

  test('paid by wallet: the payment of its creation is listed', async ({ page }) => {
    await rechargeByCard(page, '2000', 'success');
    await placeOrder(page, { branch: 'Olaya Tower', services: SERVICES, method: 'Wallet' });
    await expectPayments(page, [/Wallet.*Final|Final.*Wallet/]);
    await expect(page.getByTestId('order-payment')).toContainText('Paid');
  });

  test('paid by card: back from the gateway on the order page, with a toast, "Paid" and the card payment listed', async ({
    page,
    request,
    company,
  }) => {
    // Issue 28.2: the order page's Pay dialog → the gateway's page → back on the order (not the wallet), with a
    // toast (before: checkPayment answered 422 once the callback had settled it, and nothing was said).
    const order = await orderWithAdvanceDue(page, request, company, 'Card');
    await page.goto(`/b2b/orders/view/${order.reference}`);
    await page.getByTestId('order-operations').getByRole('button', { name: /^Pay / }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('radio', { name: 'Card' }).check();
    await dialog.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(page).toHaveURL(/\/payment\?session=/);
    await expect(page.getByTestId('test-gateway-page')).toBeVisible();
    await page.getByRole('button', { name: 'Pay (success)' }).click();
    await expect(page).toHaveURL(new RegExp(`/b2b/orders/view/${order.reference}$`));
    await expect(toast(page, /Card payment successful: .* paid for this order/)).toBeVisible();
    await expectPayments(page, [/Card/]);
    await expect(page.getByTestId('order-payment')).toContainText('Advance');
    await expect(page.getByTestId('order-payment')).toContainText('Paid');
  });

  test('a declined card payment reads "Failed", never "None"', async ({ page, request, company }) => {
    const order = await orderWithAdvanceDue(page, request, company, 'Card');
    const started = await request.post('/api/v1/company/orders/confirmPayment', {
      headers: companyHeaders(company),
      data: { order_id: order.id, method: 'credit_card' },
    });
    expect(started.status(), await started.text()).toBe(200);
    await page.goto((await started.json()).data.payment_url);
    await page.getByRole('button', { name: 'Decline (failure)' }).click();
    await expect(page).toHaveURL(new RegExp(`/b2b/orders/view/${order.reference}$`));
    await expect(toast(page, 'The card payment was not completed')).toBeVisible();
    await expectPayments(page, [/Card/]);
    await expect(page.getByTestId('order-payment')).toContainText('Failed');
    await expect(page.getByTestId('order-payment')).not.toContainText('None');
  });

  test('paid by transfer: listed once ops confirm the receipt', async ({ page, request, company }) => {
    const order = await orderWithAdvanceDue(page, request, company, 'Bank transfer');
    const sent = await request.post('/api/v1/company/orders/confirmPayment', {
      headers: companyHeaders(company),
      multipart: { order_id: order.id, method: 'transfer', receipt: receiptPdf() },
    });
    expect(sent.status(), await sent.text()).toBe(200);
    await page.reload();
    await expectPayments(page, []);
    await expect(page.getByTestId('order-tab-payments')).toContainText('No payment yet');

    const ops = await opsHeaders(request);
    const list = await request.get('/api/v1/ops/wallets/temp-transactions', {
      headers: ops,
      params: { company_id: company.info.role.company.id, status: 'pending', perPage: 10 },
    });
    // A fresh company per test: its one pending transfer is this order's receipt.
    const pending = (await list.json()).data.items as { id: string }[];
    expect(pending).toHaveLength(1);
    const confirmed = await request.post(`/api/v1/ops/wallets/temp-transactions/${pending[0]!.id}/confirm`, {
      headers: { ...ops, 'Idempotency-Key': randomUUID() },
    });
    expect(confirmed.status(), await confirmed.text()).toBe(200);
    await page.reload();
    await expectPayments(page, [/Bank transfer/]);
  });
});
