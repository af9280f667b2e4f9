import type { OrderDetails, OrderEvidence } from '@portal/shared/contract';
import { expect } from '../support/api-fixtures';
import { companyGet } from '../support/company-api';
import { PHONE, takePhoto, fieldVisitTest as test } from '../support/field-phone';
import { orderOf } from '../support/orders';
import { expectNoSidewaysScroll } from '../support/phone-layout';

// Issue 30.4 and 30.1 (ADR 0052): a weak connection loses nothing. On a 390 px phone the technician opens his visit,
// loses the connection, goes on his way, arrives and takes a photo: the screen moves on and shows the three
// actions waiting on the phone; the company still sees the visit assigned. The connection returns: the actions go
// in order, each once — the company's order went through both steps once and holds the photo once. A proposal made
// offline waits the same way. The app is installable: its manifest is linked, and its service worker (scope /field)
// is served never cached for long; opened again offline, it comes from the phone with what waits.

test.use({
  companyName: 'Field Offline Co',
  visitBranch: { name: 'Malaz Field Office', code: 'MLZ-F1', type: 'Office', area: 'Al Malaz' },
});
test.describe.configure({ timeout: 240_000 });

test('steps, a photo and a proposal taken offline wait on the phone, survive a reopen and reach the company once', async ({
  company,
  request,
  visit: { reference, order, phone, context: phoneContext },
}) => {
  await phone.goto('/field');
  // Installable: the manifest of the page's language, its start URL the field app, icons for the home screen.
  const manifestLink = phone.locator('link[rel="manifest"]');
  await expect(manifestLink).toHaveAttribute('href', '/field-app/manifest.en.webmanifest');
  const manifest = await (await request.get('/field-app/manifest.en.webmanifest')).json();
  expect(manifest).toMatchObject({ start_url: '/field', scope: '/field', display: 'standalone' });
  expect(manifest.icons.map((icon: { sizes: string; purpose: string }) => `${icon.sizes} ${icon.purpose}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '192x192 maskable',
    '512x512 maskable',
  ]);
  const worker = await request.get('/field-sw.js');
  expect(worker.ok()).toBe(true);
  expect(worker.headers()['cache-control']).toBe('no-cache');
  // Registered by the offline layer, which loads beside the first page.
  const scope = () => phone.evaluate(async () => (await navigator.serviceWorker.getRegistration('/field'))?.scope);
  await expect.poll(scope).toMatch(/\/field$/);

  await phone.locator(`[data-testid="visit-card"][href$="/${order.order.id}"]`).click();
  const screen = phone.getByTestId('visit-page');
  const status = phone.getByTestId('visit-status');
  const step = (name: string) => screen.getByRole('button', { name, exact: true });
  await expect(step('On my way')).toBeVisible();

  // The connection drops: each action is kept on the phone and the screen moves on.
  await phoneContext.setOffline(true);
  const outbox = phone.getByTestId('outbox');
  await expect(outbox).toContainText('No connection');
  await step('On my way').click();
  await expect(status).toHaveText('On the way');
  await step('I have arrived').click();
  await expect(status).toHaveText('Arrived');
  await takePhoto(screen, 'before');
  await expect(screen.getByTestId('photo-waiting')).toHaveCount(1);
  // On site he finds one more unit: the proposal waits on the phone too, shown as waiting for the company.
  await screen.getByRole('button', { name: 'Propose a change' }).click();
  const form = screen.getByTestId('proposal-form');
  await form
    .getByRole('button', { name: /^One more: / })
    .first()
    .click();
  await form.getByRole('textbox').fill('One more unit found on site');
  await form.getByRole('button', { name: 'Send to the company' }).click();
  await expect(screen.getByTestId('field-proposal')).toHaveAttribute('data-status', 'submitted');
  const waitingList = [
    /On the way.*Waiting to send/,
    /Arrived.*Waiting to send/,
    /“Before” photo.*Waiting to send/,
    /Proposal to the company.*Waiting to send/,
  ];
  await expect(outbox).toContainText('Waiting to send: 4');
  await expect(outbox.getByTestId('outbox-item')).toHaveText(waitingList);
  await expectNoSidewaysScroll(phone, PHONE.width);
  // Nothing reached the company yet.
  expect((await orderOf(request, company, reference)).order.status).toBe('assigned');

  // Opened again with still no connection: the app comes from the phone (the service worker's cache) and what
  // waits is still listed (IndexedDB).
  await phone.reload();
  await expect(phone.getByTestId('outbox').getByTestId('outbox-item')).toHaveText(waitingList);

  // The connection returns: the actions go in order, and the waiting list empties.
  await phoneContext.setOffline(false);
  await expect(outbox).toHaveCount(0, { timeout: 30_000 });
  await expect(screen.getByTestId('photos-before-count')).toHaveText('1 photo(s)');
  await expect(status).toHaveText('Arrived');

  // The company's side: through both steps once, in order, and the photo once.
  const after: OrderDetails = await orderOf(request, company, reference);
  expect(after.order.status).toBe('arrived');
  const departs = after.history.filter((entry) => entry.operation === 'depart');
  const arrivals = after.history.filter((entry) => entry.operation === 'arrive');
  expect([departs.length, arrivals.length]).toEqual([1, 1]);
  expect(departs[0]!.created_at <= arrivals[0]!.created_at).toBe(true);
  const evidence = await companyGet<OrderEvidence>(request, company, `company/orders/order/${reference}/evidence`);
  expect(evidence.photos.map((photo) => photo.stage)).toEqual(['before']);
  expect(after.proposals.map((proposal) => [proposal.status, proposal.note])).toEqual([
    ['submitted', 'One more unit found on site'],
  ]);
});
