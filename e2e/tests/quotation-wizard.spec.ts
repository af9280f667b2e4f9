import { officePricingInput } from '@portal/contract/testing';
import { priceQuotation } from '@portal/shared/contract';
import { expect, signedInTest as test } from '../support/api-fixtures';
import { expectAccessible } from '../support/axe';
import { expectContentFits, rechargeByCard } from '../support/money';
import { choose } from '../support/orders';
import { useLanguage } from '../support/portal';
import { catalogServices, createQuotation, malazOfficeQuotation, nextStep, quotationOf } from '../support/quotations';
import { saveScreenshot } from '../support/screenshots';

// Issue 10: the quotation wizard in Arabic (RTL), its instant price (the pricing function in the browser), the
// submitted quotation document with the same total as the API's authoritative price, and the wizard at 390 px.

test.describe('quotation wizard', () => {
  test.use({ companyName: 'Quotation Test Co' });

  test('Arabic: eleven steps, instant price, submit, the document shows the same total', async ({
    page,
    api,
    company,
    request,
  }) => {
    await api.createBranch(company, { name: 'فرع العليا', code: 'OLY-1', type: 'Office', area: 'Al Malaz' });
    const services = await catalogServices(request, company);
    const service = services.find((candidate) => candidate.unit !== 'sqm') ?? services[0];
    if (!service) throw new Error('the catalog has no services');
    const quantity = Math.max(service.min_quantity, 2);

    await useLanguage(page, 'ar');
    await page.goto('/b2b/packages/quote');
    await expect(page.getByRole('heading', { level: 1, name: 'احصل على عرض سعر' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

    // Step 1 refuses Next without an answer, with the contract's Arabic message.
    await page.getByRole('button', { name: 'التالي' }).click();
    await expect(page.getByText('هذا الحقل مطلوب')).toBeVisible();
    await page.getByRole('radio', { name: 'مكتب' }).check();
    await nextStep(page, 'نوع الوحدة');
    await page.getByRole('radio', { name: 'دور' }).check();
    await nextStep(page, 'الفروع');
    await page.getByRole('button', { name: 'التالي' }).click();
    await expect(page.getByText('يرجى اختيار الفروع')).toBeVisible();
    await page.getByRole('checkbox', { name: /فرع العليا/ }).check();
    await nextStep(page, 'الوحدات');
    await nextStep(page, 'المدة');
    await page.getByRole('radio', { name: '12 شهرًا' }).check();
    await nextStep(page, 'المساحة');
    await page.getByRole('textbox', { name: 'مساحة الموقع الواحد (م²)' }).fill('250');
    await nextStep(page, 'عمر المبنى');
    await page.getByRole('textbox', { name: 'عمر المبنى (بالسنوات)' }).fill('10');
    await nextStep(page, 'الطوابق');
    await page.getByRole('textbox', { name: 'عدد الطوابق' }).fill('2');
    await nextStep(page, 'ارتفاع الطابق');
    await page.getByRole('textbox', { name: 'ارتفاع الطابق (م)' }).fill('3');
    await nextStep(page, 'الخدمات');
    await page.getByRole('button', { name: 'التالي' }).click();
    await expect(page.getByText('يرجى اختيار الخدمات')).toBeVisible();

    // The instant price appears as the service is chosen and follows the quantity as it is typed.
    const card = page.getByTestId(`service-${service.code}`);
    await card.getByRole('checkbox').first().check();
    const total = page.getByTestId('instant-price').getByTestId('price-total');
    await expect(total).toBeVisible();
    await card.getByRole('textbox').first().fill(String(quantity));
    const expected = priceQuotation(
      officePricingInput([{ service_id: service.id, quantity, products: [] }], { unit_type: 'floor' }),
      services,
    );
    const instantTotal = new Intl.NumberFormat('ar-SA-u-nu-latn', { style: 'currency', currency: 'SAR' }).format(
      expected.total / 100,
    );
    await expect(total).toHaveText(instantTotal);
    // The type of work narrows the services (ADR 0058, as the order form); the one chosen stays.
    await choose(page, page.getByRole('combobox', { name: 'نوع العمل' }), 'إصلاح عند الطلب');
    await expect(page.getByTestId('service-plumbing')).toBeVisible();
    await expect(page.getByTestId('service-painting')).toHaveCount(0);
    await expect(card.getByRole('checkbox').first()).toBeChecked();
    await choose(page, page.getByRole('combobox', { name: 'نوع العمل' }), 'كل أنواع العمل');
    await expect(page.getByTestId('service-painting')).toBeVisible();
    await saveScreenshot(page, 'quotation-wizard-services-ar');
    await expectAccessible(page, 'quotation-wizard-services-ar');

    await nextStep(page, 'الزيارات أو الساعات');
    await page.getByRole('button', { name: 'إرسال طلب عرض السعر' }).click();

    // The document: same total as the instant price, and the API priced it to the same halala.
    await expect(page).toHaveURL(/\/b2b\/packages\/quotations\/[^/]+$/);
    const document = page.getByTestId('quotation-document');
    await expect(document.getByTestId('price-total')).toHaveText(instantTotal);
    await expect(document.getByTestId('quotation-status')).toBeVisible();
    await expect(document).toContainText('فرع العليا');
    const reference = decodeURIComponent(page.url().split('/').pop() ?? '');
    expect((await quotationOf(request, company, reference)).price.total).toBe(expected.total);
    await saveScreenshot(page, 'quotation-document-ar');
    await expectAccessible(page, 'quotation-document-ar');

    // The draft is gone: the wizard starts again at step 1.
    await page.goto('/b2b/packages/quote');
    await expect(page.getByRole('heading', { level: 2, name: 'نوع النشاط' })).toBeVisible();

    // The list shows it.
    await page.goto('/b2b/packages/quotations');
    await expect(page.getByRole('row').filter({ hasText: reference })).toContainText(instantTotal);
  });

  test('no quotations yet: the empty state leads to the wizard', async ({ page }) => {
    await useLanguage(page, 'ar');
    await page.goto('/b2b/packages/quotations');
    const empty = page.getByTestId('empty-state');
    await expect(empty).toContainText('لا توجد عروض أسعار بعد');
    await empty.getByRole('link', { name: 'احصل على عرض سعر' }).click();
    await expect(page).toHaveURL(/\/b2b\/packages\/quote$/);
    await expect(page.getByRole('heading', { level: 2, name: 'نوع النشاط' })).toBeVisible();
  });

  test('compare two quotations: the rows that differ and the difference of the totals', async ({
    page,
    api,
    company,
    request,
  }) => {
    const body = await malazOfficeQuotation(api, request, company);
    const small = await createQuotation(request, company, body);
    const large = await createQuotation(request, company, { ...body, floors: 20 });

    await useLanguage(page, 'en');
    await page.goto(`/b2b/packages/quotations/${small.reference}`);
    await page.getByRole('link', { name: 'Compare with another' }).click();
    await page.getByRole('combobox', { name: 'Second quotation' }).click();
    await page.getByRole('option', { name: new RegExp(large.reference) }).click();
    const table = page.getByTestId('quotation-compare');
    await expect(table.getByRole('row').filter({ hasText: 'Floors' })).toHaveAttribute('data-differs', 'true');
    await expect(table.getByRole('row').filter({ hasText: 'Period' })).toHaveAttribute('data-differs', 'false');
    const total = table.getByRole('row').filter({ hasText: /^Total/ });
    const sar = (halalas: number) =>
      new Intl.NumberFormat('en-SA', { style: 'currency', currency: 'SAR' }).format(halalas / 100);
    await expect(total).toContainText(sar(small.price.total));
    await expect(total).toContainText(sar(large.price.total - small.price.total));
  });

  test('390 px: "Step n of 11", the content fits, and a reload keeps the answers', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await useLanguage(page, 'ar');
    await page.goto('/b2b/packages/quote');
    await expect(page.getByTestId('wizard-step-compact')).toHaveText('الخطوة 1 من 11 · نوع النشاط');
    await expectContentFits(page, 'quotation-wizard-page');
    await saveScreenshot(page, 'quotation-wizard-390-ar');
    await page.getByRole('radio', { name: 'مكتب' }).check();
    await nextStep(page, 'نوع الوحدة');
    await expect(page.getByTestId('wizard-step-compact')).toHaveText('الخطوة 2 من 11 · نوع الوحدة');
    await page.getByRole('radio', { name: 'دور' }).check();
    await page.reload();
    await expect(page.getByTestId('wizard-step-compact')).toHaveText('الخطوة 2 من 11 · نوع الوحدة');
    await expect(page.getByRole('radio', { name: 'دور' })).toBeChecked();
    await expectContentFits(page, 'quotation-wizard-page');
  });

  test('from the approved quotation, Buy as package with the wallet: the package page', async ({
    page,
    api,
    company,
    request,
  }) => {
    const quotation = await createQuotation(request, company, await malazOfficeQuotation(api, request, company));
    expect(quotation.status).toBe('approved');
    await useLanguage(page, 'en');
    await rechargeByCard(page, String(Math.ceil(quotation.price.total / 100)), 'success');

    await page.goto(`/b2b/packages/quotations/${quotation.reference}`);
    await page.getByRole('link', { name: 'Buy as package' }).click();
    await expect(page).toHaveURL(new RegExp(`/b2b/packages/buy\\?quotation=${quotation.reference}$`));
    const form = page.getByTestId('buy-form');
    // The quotation's branch comes chosen; the wallet pays.
    await expect(form.getByRole('checkbox', { name: 'Malaz' })).toBeChecked();
    await form.getByRole('button', { name: /Buy the package/ }).click();
    await expect(page).toHaveURL(/\/b2b\/packages\/PKG-[^/?]+$/);
    await expect(page.getByTestId('package-facts').getByTestId('package-status')).toHaveText('Approved');
    await expect(page.getByTestId('package-locations')).toContainText('Malaz');
    expect((await quotationOf(request, company, quotation.reference)).package_reference).toBe(
      decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? ''),
    );
  });
});
