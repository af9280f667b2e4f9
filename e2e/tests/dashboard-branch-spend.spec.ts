import type { Page } from '@playwright/test';
import { expect, test } from '../support/api-fixtures';
import { signInDemoOwner } from '../support/demo-owner';
import { useLanguage } from '../support/portal';

// Issue 28.4 on the seeded demo company (api/src/dev/seed: packages shared by two branches, one with no branch
// yet): the dashboard filtered by each branch in turn, whose totals plus the packages not yet assigned add up to
// the company's total to the halala; the subtitle names the chosen branch; the bottom tables fit their cards at
// 1366 px; the year list offers the years with data. Read only.

/** Halalas of an amount as the page shows it in English ("SAR 1,234.56"): every amount has two decimals. */
const halalas = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));

async function costTotal(page: Page) {
  const frame = page.getByTestId('dashboard-overview');
  await expect(frame).toHaveAttribute('data-busy', 'false');
  return halalas(await page.getByTestId('cost-overview-total').textContent());
}

test('the branch totals of the demo company add up to its total spend', async ({ page, context }) => {
  await signInDemoOwner(page, context);
  await useLanguage(page, 'en');
  await page.setViewportSize({ width: 1366, height: 768 });
  const year = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Riyadh', year: 'numeric' }).format(new Date());

  await page.goto(`/b2b/dashboards/analytics?year=${year}`);
  const company = await costTotal(page);
  expect(company).toBeGreaterThan(0);
  await expect(page.getByTestId('cost-overview-rule')).toContainText('split equally');
  // the demo's hours package has no branch yet: in the company's total only, and said so
  const unassigned = halalas(await page.getByTestId('cost-overview-unassigned').textContent());
  expect(unassigned).toBeGreaterThan(0);
  await expect(page.getByTestId('dashboard-year').locator('option')).toContainText([year]);

  // the three tables at the bottom fit their cards: no sideways scroll inside them
  for (const id of ['widget-latest-orders', 'widget-recent-payments', 'widget-recent-packages']) {
    const card = page.getByTestId(id);
    await expect(card.getByRole('table')).toBeVisible();
    const overflow = await card.evaluate((element) => {
      const scroller = element.querySelector('table')!.parentElement!;
      return scroller.scrollWidth - scroller.clientWidth;
    });
    expect(overflow, id).toBeLessThanOrEqual(0);
  }

  const select = page.getByTestId('dashboard-branch');
  const branches = await select
    .locator('option')
    .evaluateAll((options) =>
      options.map((o) => ({ id: (o as HTMLOptionElement).value, name: o.textContent ?? '' })).filter((o) => o.id),
    );
  expect(branches.length).toBeGreaterThanOrEqual(2);
  const totals: Record<string, number> = {};
  for (const branch of branches) {
    await select.selectOption(branch.id);
    await expect(page).toHaveURL(new RegExp(`[?&]branch=${branch.id}`));
    await expect(page.getByTestId('dashboard-subtitle')).toContainText(branch.name);
    totals[branch.name] = await costTotal(page);
    await expect(page.getByTestId('cost-overview-unassigned')).toHaveCount(0);
  }
  const sum = Object.values(totals).reduce((a, b) => a + b, 0);
  console.log(`demo ${year}: company ${company}, unassigned ${unassigned}, branches ${JSON.stringify(totals)}`);
  expect(sum + unassigned).toBe(company);

  // the rule in Arabic, the subtitle naming the chosen branch
  await page.evaluate(() => localStorage.setItem('b2b-portal-language', JSON.stringify('ar')));
  await page.reload();
  await expect(page.getByTestId('cost-overview-rule')).toContainText('مرة واحدة');
  await expect(page.getByTestId('dashboard-subtitle')).toContainText(`فرع ${branches.at(-1)!.name}`);
});
