import {
  type PlatformSettingsBody,
  platformSettingsHistorySchema,
  platformSettingsSchema,
  supportContactsSchema,
} from '@portal/contract';
import { desc, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PLATFORM_SETTINGS } from '../../src/dev/seed/seed-platform-settings';
import { issueInvoice } from '../../src/money/invoices/issue-invoice';
import { decodeZatcaQr } from '../../src/money/invoices/zatca-qr';
import { invoices, platformSettings, walletTempTransactions } from '../../src/platform/db/schema/index';
import { companyScope } from '../../src/platform/db/scoped-db';
import { cardRecharge, opsUser } from '../money/money-helpers';
import { call, registerAndSignIn, userMe, useTestApp } from '../support/harness';

// Issue 27.7 on the real API and database: ops read and change the platform settings (validated, versioned with who
// and when), anyone reads the support contacts, and every invoice keeps the seller it was issued with.

const SETTINGS = '/api/v1/ops/settings';
const INVOICES = '/api/v1/company/invoices/invoice';
let ops: string;
let owner: string;
let companyId: string;

/** The settings as ops would save them, from the version `version`. */
const body = (version: number, change: (b: Omit<PlatformSettingsBody, 'version'>) => void = () => {}) => {
  const copy = structuredClone(DEMO_PLATFORM_SETTINGS);
  change(copy);
  return { ...copy, version };
};
const current = async () => (await call(t.app, 'GET', SETTINGS, { token: ops })).body.data;
const put = (payload: unknown, token = ops, lang = 'en') =>
  call(t.app, 'PUT', SETTINGS, { token, body: payload, headers: { lang } });

/** The newest invoice of the owner's company (a card recharge issues one). */
async function newestInvoice() {
  const list = await call(t.app, 'GET', `${INVOICES}?sortBy=number&sortDesc=true`, { token: owner });
  const id = list.body.data.items[0].id as string;
  return (await call(t.app, 'GET', `${INVOICES}/${id}`, { token: owner })).body.data;
}

/** The change of version 3: a toll-free line typed with spaces, a WhatsApp mobile typed nationally, 48 h. */
const sameAsVersion3 = (b: Omit<PlatformSettingsBody, 'version'>) => {
  b.support.phone = '800 124 4444';
  b.support.whatsapp = '0551234567';
  b.transfer_overdue_hours = 48;
};

const t = useTestApp();
beforeAll(async () => {
  ({ token: ops } = await opsUser(t));
  ({ token: owner } = await registerAndSignIn(t.app, undefined, 'Settings Co'));
  companyId = (await userMe(t.app, owner)).body.data.role.company.id;
});

describe('ops settings', () => {
  it('answers the current version to ops only; companies and strangers are refused', async () => {
    const answer = await call(t.app, 'GET', SETTINGS, { token: ops });
    expect(answer.statusCode).toBe(200);
    const settings = v.parse(platformSettingsSchema, answer.body.data);
    // The test template saved the demo identity as version 2 over the migration's unset version 1.
    expect(settings).toMatchObject({
      version: 2,
      seller: { vat_number: DEMO_PLATFORM_SETTINGS.seller.vat_number, cr_number: '1010734562' },
      quotation_auto_approve_max: 50_000_000,
      transfer_overdue_hours: 24,
    });
    expect((await call(t.app, 'GET', SETTINGS, { token: owner })).statusCode).toBe(403);
    expect((await call(t.app, 'GET', SETTINGS)).statusCode).toBe(401);
    expect((await put(body(2), owner)).statusCode).toBe(403);
  });

  it('refuses a bad VAT number, CR number and address with field errors in ar/en/fr, and saves nothing', async () => {
    const bad = body(2, (b) => {
      b.seller.vat_number = '300000000000004';
      b.seller.cr_number = '12345';
      b.seller.address.postal_code = '1221';
      b.support.email = 'not-an-email';
      b.transfer_overdue_hours = 0;
    });
    const en = await put(bad);
    expect(en.statusCode).toBe(422);
    expect(en.body.errors).toMatchObject({
      'seller.vat_number': ['The VAT number must be 15 digits, starting and ending with 3'],
      'seller.cr_number': ['The CR number must be 10 digits'],
      'seller.address.postal_code': ['Enter the 5-digit postal code'],
      'support.email': ['The Email field must be a valid email'],
      transfer_overdue_hours: ['Enter number between 1 and 168'],
    });
    const ar = await put(bad, ops, 'ar');
    expect(ar.body.errors!['seller.vat_number']).toEqual([
      'يجب أن يتكون الرقم الضريبي من 15 رقمًا يبدأ وينتهي بالرقم 3',
    ]);
    const fr = await put(bad, ops, 'fr');
    expect(fr.body.errors!['seller.vat_number']).toEqual([
      'Le numéro de TVA doit comporter 15 chiffres, commençant et finissant par 3',
    ]);
    // Too short and not starting with 3 are refused as well; a missing seller is "required".
    for (const vat of ['31045278960003', '210452789600003']) {
      const answer = await put(
        body(2, (b) => {
          b.seller.vat_number = vat;
        }),
      );
      expect(answer.body.errors).toEqual({
        'seller.vat_number': ['The VAT number must be 15 digits, starting and ending with 3'],
      });
    }
    const { seller: _seller, ...withoutSeller } = body(2);
    expect((await put(withoutSeller)).body.errors).toEqual({ seller: ['This field is required'] });
    // An Arabic name longer than the QR's 255 bytes (128 Arabic letters = 256 bytes).
    const long = await put(
      body(2, (b) => {
        b.seller.name_ar = 'ش'.repeat(128);
      }),
    );
    expect(long.body.errors).toEqual({
      'seller.name_ar': ['This text is too long for the invoice QR code (at most 255 bytes)'],
    });
    expect((await current()).version).toBe(2);
  });

  it('saves each change as a new version with who and when, keeps the earlier ones, and refuses a stale edit', async () => {
    t.clock.advanceSeconds(60);
    const saved = await put(body(2, sameAsVersion3));
    expect(saved.statusCode).toBe(200);
    expect(saved.body.message).toBe('Record has been updated successfully');
    expect(saved.body.data).toMatchObject({
      version: 3,
      changed_at: new Date(t.clock.time).toISOString(),
      changed_by: { name: 'Ops Agent' },
      // Separators dropped, the WhatsApp mobile normalised to E.164.
      support: { phone: '8001244444', whatsapp: '+966551234567' },
      transfer_overdue_hours: 48,
    });
    // Another ops tab still holding version 2 does not overwrite version 3 unseen.
    const stale = await put(body(2));
    expect(stale.statusCode).toBe(409);
    expect(stale.body.message).toMatch(/changed by someone else/);

    const history = await call(t.app, 'GET', `${SETTINGS}/history`, { token: ops });
    expect(history.statusCode).toBe(200);
    const versions = v.parse(platformSettingsHistorySchema, history.body.data);
    expect(versions.map((version) => version.version)).toEqual([3, 2, 1]);
    expect(versions[1]).toMatchObject({ changed_by: null, support: { phone: '920033712' } });
    // The migration's version: the limits of before, no seller and no contacts.
    expect(versions[2]).toMatchObject({ seller: null, support: null, transfer_overdue_hours: 24 });
    // The ops audit log names who saved version 3 (the refused stale edit left no entry).
    const audit = await call(t.app, 'GET', '/api/v1/ops/audit?action=settings.update', { token: ops });
    expect(audit.statusCode).toBe(200);
    const entries = audit.body.data.items as { actor: { name: string }; details: { version: number } }[];
    expect(entries.map((entry) => entry.details.version)).toEqual([3]);
    expect(entries[0]?.actor.name).toBe('Ops Agent');
  });

  it('lets one of two saves made at once from the same version win; the other gets 409', async () => {
    const { version } = await current();
    const answers = await Promise.all([put(body(version, sameAsVersion3)), put(body(version, sameAsVersion3))]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect((await current()).version).toBe(version + 1);
  });

  it('flags a pending transfer overdue after the delay ops set (48 h here), not after 24 h; so does the queue count', async () => {
    const overdueCount = async () =>
      (await call(t.app, 'GET', '/api/v1/ops/queues', { token: ops })).body.data.queues.find(
        (q: { key: string }) => q.key === 'transfers_overdue',
      ).count as number;
    const before = await overdueCount();
    const db = t.database.systemDb('test set-up: a pending transfer');
    await db.insert(walletTempTransactions).values({
      companyId,
      amount: 10_000,
      receiptStorageKey: `test-${Date.now()}`,
      receiptOriginalName: 'receipt.pdf',
      receiptMime: 'application/pdf',
      receiptSize: 10,
      receiptSha256: 'x',
      createdAt: new Date(t.clock.time - 30 * 3600_000),
    });
    expect(await t.app.runOverdueJob()).toBe(0);
    expect(await overdueCount()).toBe(before);
    t.clock.advance(19 * 3600_000);
    expect(await t.app.runOverdueJob()).toBe(1);
    expect(await overdueCount()).toBe(before + 1);
  });
});

describe('support contacts', () => {
  it('are read without signing in, as ops saved them last', async () => {
    const answer = await call(t.app, 'GET', '/api/v1/public/support-contacts');
    expect(answer.statusCode).toBe(200);
    expect(v.parse(supportContactsSchema, answer.body.data)).toEqual({
      phone: '8001244444',
      whatsapp: '+966551234567',
      email: DEMO_PLATFORM_SETTINGS.support.email,
      hours: {
        ar: 'من الأحد إلى الخميس، 8 صباحًا – 8 مساءً',
        en: 'Sunday to Thursday, 8 am – 8 pm',
        fr: expect.any(String),
      },
    });
  });
});

describe('the seller on invoices', () => {
  it('keeps the identity an invoice was issued with; later invoices and their QR carry the new one', async () => {
    await cardRecharge(t, owner, 10_000, 'success');
    const before = await newestInvoice();
    const { version } = await current();
    const renamed = await put(
      body(version, (b) => {
        b.seller.name_ar = 'شركة إتقان الرياض القابضة';
        b.seller.name_en = 'Riyadh Itqan Holding Co.';
        b.seller.vat_number = '311111111100003';
        b.seller.address.building_number = '8228';
      }),
    );
    expect(renamed.statusCode).toBe(200);
    await cardRecharge(t, owner, 20_000, 'success');
    const after = await newestInvoice();

    // The earlier invoice, read again after the change: its seller and its QR are unchanged.
    const again = (await call(t.app, 'GET', `${INVOICES}/${before.id}`, { token: owner })).body.data;
    expect(again.seller).toEqual(before.seller);
    expect(again.seller).toMatchObject({
      name: { ar: DEMO_PLATFORM_SETTINGS.seller.name_ar },
      vat_number: DEMO_PLATFORM_SETTINGS.seller.vat_number,
    });
    expect(decodeZatcaQr(again.qr)).toMatchObject({
      sellerName: DEMO_PLATFORM_SETTINGS.seller.name_ar,
      vatNumber: DEMO_PLATFORM_SETTINGS.seller.vat_number,
    });

    expect(after.seller).toMatchObject({
      name: { ar: 'شركة إتقان الرياض القابضة', en: 'Riyadh Itqan Holding Co.' },
      vat_number: '311111111100003',
      cr_number: '1010734562',
      address: { building_number: '8228', postal_code: '12211', additional_number: '7364' },
    });
    expect(decodeZatcaQr(after.qr)).toEqual({
      sellerName: 'شركة إتقان الرياض القابضة',
      vatNumber: '311111111100003',
      timestamp: new Date(after.issued_at).toISOString().replace(/\.\d{3}Z$/, 'Z'),
      totalWithVat: '200.00',
      vatTotal: '0.00',
    });
    // Each invoice names the settings version it copied.
    const rows = await t.database
      .systemDb('test: the invoices’ settings versions')
      .select({ version: platformSettings.version })
      .from(platformSettings)
      .orderBy(desc(platformSettings.version))
      .limit(1);
    const versions = await companyScope(t.database.db, { companyId, membershipId: null })
      .select({ id: invoices.id, version: invoices.sellerSettingsVersion })
      .from(invoices);
    const byId = new Map(versions.map((row) => [row.id, row.version]));
    expect(byId.get(after.id)).toBe(rows[0]!.version);
    expect(byId.get(before.id)).toBe(rows[0]!.version - 1);
  });

  it('issues no invoice (503, the sale rolls back) while no seller is set', async () => {
    const db = t.database.systemDb('test set-up: a version without a seller');
    const [latest] = await db.select().from(platformSettings).orderBy(desc(platformSettings.version)).limit(1);
    await db.insert(platformSettings).values({
      version: latest!.version + 1,
      quotationAutoApproveMax: latest!.quotationAutoApproveMax,
      transferOverdueHours: latest!.transferOverdueHours,
    });
    const attempt = companyScope(t.database.db, { companyId, membershipId: null }).transaction((scope) =>
      issueInvoice(scope, {
        kind: 'recharge',
        status: 'paid',
        issuedAt: new Date(t.clock.time),
        lines: [{ description: { ar: 'شحن', en: 'Recharge', fr: 'Recharge' }, quantity: 1, unitPrice: 100, vat: 0 }],
        paid: 100,
      }),
    );
    await expect(attempt).rejects.toMatchObject({
      statusCode: 503,
      messageKey: 'platform_settings.seller_not_configured',
    });
    const contacts = await call(t.app, 'GET', '/api/v1/public/support-contacts');
    expect(contacts.body.data).toBeNull();
    await db.delete(platformSettings).where(eq(platformSettings.version, latest!.version + 1));
  });
});
