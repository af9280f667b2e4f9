import { languagesResultSchema, settingsByKey, settingsResultSchema } from '@portal/contract';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { languages, settings } from '../../src/platform/db/schema/index';
import { call, useTestApp } from '../support/harness';

const t = useTestApp();

const get = (url: string) => call(t.app, 'GET', url, { headers: { lang: 'en' } });
const deviceData = encodeURIComponent(JSON.stringify({ type: 'web', version: '1.01', language: 'en' }));

describe('general settings (public/settings/setting)', () => {
  it('answers the whole list of key and value, as the shell asks for it', async () => {
    const answer = await get(
      `/api/v1/public/settings/setting?platform=b2b_portal&is_active=1&minimum=true&page=0&device_data=${deviceData}`,
    );
    expect(answer.statusCode).toBe(200);
    const items = v.parse(settingsResultSchema, answer.body.data);
    if (!Array.isArray(items)) throw new Error('page=0 must answer an array');
    for (const item of items) expect(Object.keys(item).sort()).toEqual(['key', 'value']);
    expect(settingsByKey(items)).toMatchObject({
      default_language: 'ar',
      fallback_language: 'en',
      languages: ['ar', 'en', 'fr'],
      currency: 'SAR',
      vat_rate: 15,
      service_city: { code: 'riyadh', name: { ar: 'الرياض', en: 'Riyadh', fr: 'Riyad' } },
      client_version: '1.0',
      device_version: '1.01',
      app_name: { ar: expect.any(String), en: expect.any(String), fr: expect.any(String) },
      terms_url: expect.any(String),
      privacy_url: expect.any(String),
      upload_max_bytes: 5 * 1024 * 1024,
    });
    // The support contacts are ops' to set (platform settings, public/support-contacts): no made-up ones here.
    expect(Object.keys(settingsByKey(items)).filter((key) => key.startsWith('support_'))).toEqual([]);
  });

  it('accepts device_data as a nested query and other unknown parameters', async () => {
    const answer = await get(
      '/api/v1/public/settings/setting?platform=b2b_portal&is_active=1&minimum=true&page=0' +
        '&device_data[type]=web&device_data[version]=1.01&device_data[language]=ar&extra=1',
    );
    expect(answer.statusCode).toBe(200);
    expect(Array.isArray(answer.body.data)).toBe(true);
  });

  it('pages in the standard list shape with every field when not minimum', async () => {
    const all = (await get('/api/v1/public/settings/setting?page=0')).body.data as { key: string }[];
    const first = await get('/api/v1/public/settings/setting?page=1&perPage=5');
    expect(first.statusCode).toBe(200);
    expect(first.body.data).toMatchObject({ total: all.length, page: 1, perPage: 5 });
    expect(first.body.data.items).toHaveLength(5);
    expect(first.body.data.items[0]).toEqual({
      key: 'app_name',
      value: expect.any(Object),
      group: 'general',
      sort: 1,
      is_active: true,
      updated_at: expect.any(String),
    });
    const last = await get(`/api/v1/public/settings/setting?page=${Math.ceil(all.length / 5)}&perPage=5`);
    expect(last.body.data.items).toHaveLength(all.length % 5 || 5);
    const byKey = await get('/api/v1/public/settings/setting?page=0&sortBy=key&sortDesc=true&q=version');
    expect(byKey.body.data.map((item: { key: string }) => item.key)).toEqual(['device_version', 'client_version']);
  });

  it('filters on is_active', async () => {
    await t.database.db.update(settings).set({ isActive: false }).where(eq(settings.key, 'privacy_url'));
    const active = (await get('/api/v1/public/settings/setting?is_active=1&page=0')).body.data as { key: string }[];
    expect(active.map((item) => item.key)).not.toContain('privacy_url');
    const inactive = await get('/api/v1/public/settings/setting?is_active=0&page=0&minimum=1');
    expect(inactive.body.data).toEqual([{ key: 'privacy_url', value: '/help-center/article/privacy' }]);
    await t.database.db.update(settings).set({ isActive: true }).where(eq(settings.key, 'privacy_url'));
  });

  it('refuses bad parameters with field errors', async () => {
    const answer = await get('/api/v1/public/settings/setting?platform=ops&page=-1&perPage=7&is_active=maybe');
    expect(answer.statusCode).toBe(422);
    expect(Object.keys(answer.body.errors ?? {}).sort()).toEqual(['is_active', 'page', 'perPage', 'platform']);
    const sort = await get('/api/v1/public/settings/setting?sortBy=value');
    expect(sort.statusCode).toBe(422);
    expect(sort.body.errors).toEqual({ sortBy: ['This field is invalid'] });
  });
});

describe('languages (public/settings/language)', () => {
  it('answers ar, en and fr in order, as the shell asks for them', async () => {
    const answer = await get('/api/v1/public/settings/language?is_active=1&sortBy=sort&sortDesc=false');
    expect(answer.statusCode).toBe(200);
    expect(v.parse(languagesResultSchema, answer.body.data)).toEqual([
      { iso: 'ar', name: 'العربية', sort: 1, is_active: true, dir: 'rtl' },
      { iso: 'en', name: 'English', sort: 2, is_active: true, dir: 'ltr' },
      { iso: 'fr', name: 'Français', sort: 3, is_active: true, dir: 'ltr' },
    ]);
  });

  it('sorts, pages and filters', async () => {
    const desc = await get('/api/v1/public/settings/language?sortBy=sort&sortDesc=true');
    expect(desc.body.data.map((l: { iso: string }) => l.iso)).toEqual(['fr', 'en', 'ar']);
    const byName = await get('/api/v1/public/settings/language?sortBy=name');
    expect(byName.body.data.map((l: { iso: string }) => l.iso)).toEqual(['en', 'fr', 'ar']);
    const paged = await get('/api/v1/public/settings/language?page=2&perPage=3');
    expect(paged.body.data).toEqual({ items: [], total: 3, page: 2, perPage: 3 });
    const search = await get('/api/v1/public/settings/language?q=fran');
    expect(search.body.data.map((l: { iso: string }) => l.iso)).toEqual(['fr']);

    await t.database.db.update(languages).set({ isActive: false }).where(eq(languages.iso, 'fr'));
    const active = await get('/api/v1/public/settings/language?is_active=1&sortBy=sort&sortDesc=false');
    expect(active.body.data.map((l: { iso: string }) => l.iso)).toEqual(['ar', 'en']);
    await t.database.db.update(languages).set({ isActive: true }).where(eq(languages.iso, 'fr'));
  });

  it('refuses an unknown sort column', async () => {
    const answer = await call(t.app, 'GET', '/api/v1/public/settings/language?sortBy=dir', { headers: { lang: 'fr' } });
    expect(answer.statusCode).toBe(422);
    expect(answer.body.errors).toEqual({ sortBy: ["Ce champ n'est pas valide"] });
  });
});
