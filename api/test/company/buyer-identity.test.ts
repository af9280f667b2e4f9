import { describe, expect, it } from 'vitest';
import { issueInvoice } from '../../src/money/invoices/issue-invoice';
import { companyScope } from '../../src/platform/db/scoped-db';
import { insertOrder } from '../fulfilment/orders-operations-helpers';
import { newKey, sendReceipt } from '../money/money-helpers';
import { call, registerAndSignIn, userMe, useTestApp } from '../support/harness';

// The buyer identity of a standard tax invoice (issue 31.2, ADR 0055): a company without a VAT (or CR) number and a
// national address is refused where it starts paying, with the account page to open; once it has typed them on
// that page, its invoices carry them.

const t = useTestApp();
const RECHARGE = '/api/v1/company/wallets/walletPayment';
const riyadh = {
  building_number: '7235',
  street: 'Olaya Street',
  district: 'Al Olaya',
  city: 'Riyadh',
  postal_code: '12244',
  additional_number: '',
};

async function newCompany() {
  const { token } = await registerAndSignIn(t.app, undefined, 'Najd Facilities', { withoutBuyerIdentity: true });
  const companyId = (await userMe(t.app, token)).body.data.role.company.id as string;
  const account = (await call(t.app, 'GET', '/api/v1/company/company', { token })).body.data;
  const save = (changes: Record<string, unknown>, lang = 'en') =>
    call(t.app, 'PUT', `/api/v1/company/company/${companyId}`, {
      token,
      headers: { lang },
      body: {
        id: companyId,
        name_ar: account.name_ar,
        name_en: account.name_en,
        owner_name: account.owner_name,
        owner_phone: account.owner_phone,
        ...changes,
      },
    });
  const recharge = (lang = 'en') =>
    call(t.app, 'POST', RECHARGE, { token, body: { amount: 50_000 }, headers: { 'idempotency-key': newKey(), lang } });
  return { token, companyId, account, save, recharge };
}

describe('the buyer identity a tax invoice names', () => {
  it('refuses the first payment until the VAT number and the national address are given, naming where', async () => {
    const company = await newCompany();
    expect(company.account).toMatchObject({ vat_number: null, cr_number: null, national_address: null });

    const refused = await company.recharge();
    expect(refused.statusCode).toBe(409);
    expect(refused.body.message).toMatch(/VAT number .* national address/);
    expect(refused.body.data).toMatchObject({
      gaps: ['tax_number', 'national_address'],
      action: { label: 'Open account information', to: '/pages/account-information' },
    });
    const arabic = await company.recharge('ar');
    expect(arabic.body.message).toContain('الرقم الضريبي');
    expect(arabic.body.data.action.label).toBe('فتح معلومات الحساب');

    // A VAT number alone is not enough: the address is still asked for.
    expect((await company.save({ vat_number: '311111111111113' })).statusCode).toBe(200);
    expect((await company.recharge()).body.data.gaps).toEqual(['national_address']);

    const saved = await company.save({ vat_number: '311111111111113', national_address: riyadh });
    expect(saved.statusCode).toBe(200);
    expect(saved.body.data.national_address).toEqual({ ...riyadh, additional_number: null });
    expect((await company.recharge()).statusCode).toBe(201);
  });

  it("refuses an order's bank-transfer receipt too (an order placed before the identity was asked for)", async () => {
    const company = await newCompany();
    const order = await insertOrder(t, company.companyId, { status: 'assigned', method: 'transfer' });
    const refused = await sendReceipt(
      t,
      company.token,
      { order_id: order.id, method: 'transfer' },
      '/api/v1/company/orders/confirmPayment',
    );
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().data.gaps).toEqual(['tax_number', 'national_address']);
    expect((await company.save({ vat_number: '311111111111113', national_address: riyadh })).statusCode).toBe(200);
    const sent = await sendReceipt(
      t,
      company.token,
      { order_id: order.id, method: 'transfer' },
      '/api/v1/company/orders/confirmPayment',
    );
    expect(sent.statusCode, sent.body).toBe(200);
  });

  it('answers field errors for a wrong VAT number and a partial address, in the caller language', async () => {
    const company = await newCompany();
    const wrong = await company.save({
      vat_number: '311111111111112',
      national_address: { ...riyadh, district: '', postal_code: '1224' },
    });
    expect(wrong.statusCode).toBe(422);
    // The API answers one error per field (abortPipeEarly): the wrong postal code first, then the missing district.
    expect(wrong.body.errors).toEqual({
      vat_number: ['The VAT number must be 15 digits, starting and ending with 3'],
      'national_address.postal_code': ['Enter the 5-digit postal code'],
    });
    const partial = await company.save({ national_address: { ...riyadh, district: '' } });
    expect(partial.body.errors).toEqual({ 'national_address.district': ['This field is required'] });
    const arabic = await company.save({ vat_number: '211111111111113' }, 'ar');
    expect(arabic.body.errors?.vat_number).toEqual(['يجب أن يتكون الرقم الضريبي من 15 رقمًا يبدأ وينتهي بالرقم 3']);
  });

  it('copies the buyer identity onto the invoice with its place in the seller chain', async () => {
    const company = await newCompany();
    await company.save({ cr_number: '1010123456', vat_number: '311111111111113', national_address: riyadh });
    const issued = await companyScope(t.database.db, { companyId: company.companyId, membershipId: null }).transaction(
      (scope) =>
        issueInvoice(scope, {
          kind: 'recharge',
          status: 'paid',
          issuedAt: new Date('2026-03-01T09:00:00Z'),
          lines: [
            { description: { ar: 'شحن', en: 'Recharge', fr: 'Recharge' }, quantity: 1, unitPrice: 5_000, vat: 0 },
          ],
          paid: 5_000,
        }),
    );
    // Renaming the street afterwards does not change the invoice already issued.
    await company.save({ vat_number: '311111111111113', national_address: { ...riyadh, street: 'Tahlia Street' } });
    const detail = await call(t.app, 'GET', `/api/v1/company/invoices/invoice/${issued.id}`, { token: company.token });
    expect(detail.statusCode).toBe(200);
    expect(detail.body.data.buyer).toEqual({
      name: { ar: expect.any(String), en: 'Najd Facilities' },
      cr_number: '1010123456',
      vat_number: '311111111111113',
      address: { ...riyadh, additional_number: null },
    });
    expect(detail.body.data.chain).toMatchObject({ unit: 'dev', uuid: issued.id, icv: expect.any(Number) });
    expect(detail.body.data.seller.vat_number).toMatch(/^3\d{13}3$/);
  });
});
