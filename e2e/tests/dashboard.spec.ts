import type { Locator, Page } from '@playwright/test';
import { expect, signedInTest as test } from '../support/api-fixtures';
import { cashOrderAtNewBranch } from '../support/orders';
import { useLanguage } from '../support/portal';

// Issue 13 §2/§4: the dashboard's widgets drawn by ECharts (canvases with pixels on them) in English and Arabic,
// and the year selector (kept in the URL) changing the cost overview; a short visit of the branch scorecards.

/** Painted pixels of a widget's chart canvas (0 for a blank canvas). */
async function paintedPixels(widget: Locator): Promise<number> {
  const canvas = widget.locator('canvas').first();
  await expect(canvas).toBeVisible();
  return canvas.evaluate((element) => {
    const c = element as HTMLCanvasElement;
    const data = c.getContext('2d')?.getImageData(0, 0, c.width, c.height).data ?? new Uint8ClampedArray();
    let painted = 0;
    for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) painted++;
    return painted;
  });
}

async function expectChartsDrawn(page: Page) {
  for (const id of ['widget-yearly-orders', 'widget-cost-overview', 'widget-per-branch', 'widget-highest-in-demand']) {
    await expect.poll(() => paintedPixels(page.getByTestId(id)), { message: id }).toBeGreaterThan(500);
  }
}

test.describe('dashboard', () => {
  test.use({ companyName: 'Dashboard Charts Co' });
  test.beforeEach(async ({ page }) => {
    await useLanguage(page, 'en');
  });

  test('charts drawn in en and ar; the year selector changes the cost overview', async ({ page, api, company }) => {
    // A cash order: its total is this year's spend (the card recharge is money.spec's, not the dashboard's).
    await cashOrderAtNewBranch(page, api, company, {
      name: 'Olaya Tower',
      code: 'OLY-1',
      type: 'Office',
      area: 'Al Malaz',
    });
    const year = Number(
      new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Riyadh', year: 'numeric' }).format(new Date()),
    );

    // Last year first (from the URL): nothing spent, the empty state says what to do.
    await page.goto(`/b2b/dashboards/analytics?year=${year - 1}`);
    const cost = page.getByTestId('widget-cost-overview');
    await expect(cost.getByTestId('cost-overview-total')).toHaveText(/SAR\s*0\.00|0\.00\s*SAR/);
    await expect(cost.getByTestId('empty-state')).toBeVisible();

    // The selector moves to this year: the URL follows and the cost overview has its chart and total.
    await page.getByTestId('dashboard-year').selectOption(String(year));
    await expect(page).toHaveURL(new RegExp(`[?&]year=${year}`));
    await expect(cost.getByTestId('cost-overview-total')).not.toHaveText(/SAR\s*0\.00|0\.00\s*SAR/);
    await expectChartsDrawn(page);
    await expect(page.getByTestId('widget-latest-orders').getByRole('row')).toHaveCount(2);

    // Arabic: right to left, Latin digits by default (issue 14.5) and ر.س, the same charts drawn.
    await page.evaluate(() => localStorage.setItem('b2b-portal-language', JSON.stringify('ar')));
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByTestId('widget-cost-overview')).toContainText('نظرة على التكاليف');
    await expect(page.getByTestId('cost-overview-total')).toContainText(/\d.*ر\.س/);
    await expectChartsDrawn(page);

    // analytics2: another view of the same year (categories and branches over time).
    await page.getByRole('tab', { name: 'حسب الفئة والفرع' }).click();
    await expect(page).toHaveURL(new RegExp(`/b2b/dashboards/analytics2\\?year=${year}`));
    await expect.poll(() => paintedPixels(page.getByTestId('widget-branch-orders'))).toBeGreaterThan(500);

    // Branch scorecards (ADR 0023): the same year, a sortable table, cards on a 390 px phone.
    await page.getByRole('tab', { name: 'بطاقات أداء الفروع' }).click();
    await expect(page).toHaveURL(new RegExp(`/b2b/dashboards/scorecards\\?year=${year}`));
    const olaya = page.getByTestId('scorecard-row').filter({ hasText: 'Olaya Tower' });
    await expect(olaya.getByTestId('scorecard-orders')).toHaveText('1');
    await expect(olaya.getByTestId('scorecard-spend')).toContainText('ر.س');
    await page.getByTestId('sort-spend').click();
    await expect(page).toHaveURL(/sort=spend&dir=desc/);
    await expect(page.getByTestId('scorecards-help')).toContainText('30');
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByTestId('scorecard-cards')).toBeVisible();
    await expect(page.getByTestId('scorecard-cards').getByTestId('scorecard-row')).toHaveCount(1);
  });
});
