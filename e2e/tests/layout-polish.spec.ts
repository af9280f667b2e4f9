import { test as demoTest, expect, signedInTest as test } from '../support/api-fixtures';
import { signInDemoOwner } from '../support/demo-owner';
import { useLanguage } from '../support/portal';

// Issue 28.7: the side menu stays in view on a long page (sticky) and scrolls on its own, in both directions.

for (const language of ['en', 'ar'] as const) {
  test(`the side menu stays in view while a long page scrolls (${language})`, async ({ page }) => {
    await useLanguage(page, language);
    await page.setViewportSize({ width: 1366, height: 420 });
    await page.goto('/pages/account-information');
    await expect(page.locator('#content form').first()).toBeVisible();
    const menu = page.getByTestId('side-menu');
    await expect(menu).toBeVisible();
    // Scroll the page itself until it has moved (the form arrives after the account is read).
    await expect(async () => {
      await page.evaluate(() => window.scrollTo(0, 600));
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    }).toPass({ timeout: 15_000 });
    const box = await menu.boundingBox();
    expect(box?.y).toBeGreaterThanOrEqual(-1);
    expect(box?.y).toBeLessThanOrEqual(1);
    expect(box?.height).toBeLessThanOrEqual(421);
    // Its entries are still on screen, and the menu scrolls by itself when it is longer than the window.
    const entry = menu.getByRole('link').first();
    await expect(entry).toBeInViewport();
    const body = menu.locator('.fui-NavDrawerBody');
    const scrolls = await body.evaluate((element) => element.scrollHeight > element.clientHeight);
    if (scrolls) {
      await body.evaluate((element) => element.scrollTo(0, element.scrollHeight));
      await expect(menu.getByRole('link').last()).toBeInViewport();
    }
  });
}

// Issue 28.7: the add-branch dialog in right-to-left: every field's control stays inside its own field and inside
// the dialog, none over its neighbour (Fluent's dropdowns kept a 250 px floor in 220 px columns and ran out).
for (const viewport of [
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
]) {
  test(`the add-branch dialog's fields are not clipped in Arabic at ${viewport.width} px`, async ({ page }) => {
    await useLanguage(page, 'ar');
    await page.setViewportSize(viewport);
    await page.goto('/b2b/branches');
    await page.getByRole('button', { name: 'إضافة فرع' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('combobox', { name: 'المدينة' })).toHaveText(/الرياض/);
    const boxes = await dialog.evaluate((surface) => {
      const frame = surface.getBoundingClientRect();
      return Array.from(surface.querySelectorAll('.fui-Field')).map((field) => {
        const own = field.getBoundingClientRect();
        const control = field.querySelector('.fui-Input, .fui-Dropdown, .fui-RadioGroup')?.getBoundingClientRect();
        const label = field.querySelector('label')?.textContent ?? '';
        return {
          label,
          frame: { left: frame.left, right: frame.right },
          field: { left: own.left, right: own.right, top: own.top, bottom: own.bottom },
          control: control && { left: control.left, right: control.right, top: control.top, bottom: control.bottom },
        };
      });
    });
    expect(boxes.length).toBeGreaterThanOrEqual(12);
    for (const { label, frame, field, control } of boxes) {
      expect(control, label).toBeDefined();
      if (!control) continue;
      // inside its field and inside the dialog (half a pixel of rounding)
      expect(control.left, label).toBeGreaterThanOrEqual(field.left - 0.5);
      expect(control.right, label).toBeLessThanOrEqual(field.right + 0.5);
      expect(control.left, label).toBeGreaterThanOrEqual(frame.left - 0.5);
      expect(control.right, label).toBeLessThanOrEqual(frame.right + 0.5);
    }
    // no two controls overlap
    const controls = boxes.flatMap((b) => (b.control ? [{ label: b.label, ...b.control }] : []));
    for (const [i, a] of controls.entries()) {
      for (const b of controls.slice(i + 1)) {
        const overlap =
          a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
        expect(overlap, `${a.label} / ${b.label}`).toBe(false);
      }
    }
    if (process.env.E2E_SCREENSHOTS)
      await page.screenshot({ path: `/tmp/polish/branch-dialog-ar-${viewport.width}.png` });
  });
}

// Issue 28.7: on a 390 px phone the pager (rows per page, the range, previous and next) stays on one line, inside
// the screen, in both directions: the demo company's 30-odd orders make three pages.
for (const language of ['ar', 'en'] as const) {
  demoTest(`the pagination does not wrap on a phone (${language})`, async ({ page, context }) => {
    await useLanguage(page, language);
    await page.setViewportSize({ width: 390, height: 844 });
    await signInDemoOwner(page, context);
    await page.goto('/b2b/orders');
    const pager = page.getByTestId('orders-page').getByTestId('table-pager');
    await expect(pager.getByRole('button', { name: language === 'ar' ? 'الصفحة التالية' : 'Next page' })).toBeEnabled();
    const parts = await pager.evaluate((element) =>
      Array.from(element.querySelectorAll('label, button, [aria-live]')).flatMap((part) => {
        const box = part.getBoundingClientRect();
        // what is laid out (Fluent keeps a hidden element or two in its dropdown)
        if (box.width === 0 || box.height === 0) return [];
        const text = part.textContent || part.getAttribute('aria-label');
        return [{ text, top: box.top, bottom: box.bottom, left: box.left, right: box.right }];
      }),
    );
    expect(parts.length).toBeGreaterThanOrEqual(5);
    const middle = (p: { top: number; bottom: number }) => (p.top + p.bottom) / 2;
    for (const part of parts) {
      expect(Math.abs(middle(part) - middle(parts[0]!)), `${part.text} on the first line`).toBeLessThanOrEqual(4);
      expect(part.left, `${part.text} inside the screen`).toBeGreaterThanOrEqual(0);
      expect(part.right, `${part.text} inside the screen`).toBeLessThanOrEqual(390);
    }
    // the size list keeps its accessible name
    await expect(
      pager.getByRole('combobox', { name: language === 'ar' ? 'عدد الصفوف في الصفحة' : 'Rows per page' }),
    ).toBeVisible();
    await pager.scrollIntoViewIfNeeded();
    if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: `/tmp/polish/pager-${language}.png` });
  });
}
