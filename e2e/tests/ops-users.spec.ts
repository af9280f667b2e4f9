import { expect, test } from '../support/api-fixtures';
import { installSession } from '../support/browser-session';
import { opsLoginInfo } from '../support/money-ops';
import { freshPhone, toE164 } from '../support/phones';
import { codeFromOutbox, useLanguage } from '../support/portal';

// Issue 27.2: an admin adds a person to the operations team with the support role, in the browser; that person
// signs in on the portal's sign-in page with the code sent to their phone and sees only what support may: the
// overview, not the transfers queue nor the admin pages, and an admin URL answers not-authorized under its own tab
// title. The admin then deactivates them.

test('an admin adds a support agent, who signs in and sees only the support navigation', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  await installSession(page.context(), await opsLoginInfo(request));
  await useLanguage(page, 'en');
  const phone = freshPhone();
  const name = `Reem Support ${phone.slice(-4)}`;

  await page.goto('/ops/users');
  await expect(page).toHaveTitle(/^Operations team · /);
  await page.getByRole('button', { name: 'Add a person' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: /^Name/ }).fill(name);
  await dialog.getByRole('textbox', { name: /^Mobile number/ }).fill(phone);
  // No role: the contract's check says so under the field.
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog.getByText('This field is required')).toBeVisible();
  await dialog.getByRole('checkbox', { name: /^Support/ }).check();
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog).toBeHidden();

  // Found by search and by the role filter, with the support role.
  await page.getByRole('searchbox').fill(phone);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Support');
  await expect(row).toContainText(toE164(phone));
  await expect(row.getByTestId('ops-user-status')).toHaveText('Active');

  // The new agent signs in with the code sent to their phone.
  const agentContext = await browser.newContext();
  const agent = await agentContext.newPage();
  await useLanguage(agent, 'en');
  await agent.goto('/login');
  await agent.getByLabel('Mobile number').fill(phone);
  await agent.getByRole('button', { name: 'Send code' }).click();
  await agent.getByLabel('Verification code').fill(await codeFromOutbox(agent, phone));
  await agent.getByRole('button', { name: 'Sign in' }).click();

  // Lands on the overview; the navigation holds only what the support role reads.
  await expect(agent).toHaveURL(/\/ops$/);
  await expect(agent.getByTestId('ops-overview-page')).toBeVisible();
  const nav = agent.getByRole('navigation').first();
  await expect(nav.getByRole('link', { name: "Today's overview" })).toBeVisible();
  for (const hidden of ['Bank transfers', 'Operations team', 'Audit log', 'Platform settings', 'Wallet'])
    await expect(agent.getByRole('link', { name: hidden })).toHaveCount(0);
  // Support reads no revenue and no finance queue.
  await expect(agent.getByTestId('overview-revenue')).toHaveCount(0);
  await expect(agent.getByTestId('overview-queue-transfers_pending')).toHaveCount(0);
  await expect(agent.getByTestId('overview-queue-conversations_unread')).toBeVisible();

  // An admin page: not authorized, and the tab says so (not the overview's title).
  await agent.goto('/ops/settings');
  await expect(agent.getByTestId('not-authorized')).toBeVisible();
  await expect(agent).not.toHaveTitle(/overview/i);
  const heading = (await agent.getByRole('heading', { level: 1 }).textContent()) ?? '';
  await expect(agent).toHaveTitle(new RegExp(`^${heading.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} · `));

  // The admin deactivates them: the agent's next request is refused.
  await row.getByRole('button', { name: `Deactivate ${name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Deactivate' }).click();
  await expect(row.getByTestId('ops-user-status')).toHaveText('Deactivated');
  await agentContext.close();
});
