import { type APIRequestContext, test as base, expect } from '@playwright/test';
import type {
  Account,
  AccountUpdateBody,
  Area,
  Branch,
  BranchBody,
  City,
  DevOutboxMessage,
  LoginInfo,
  Permission,
  PropertySetting,
  RegisterBody,
  Role,
  RoleBody,
  TokenResult,
  UserCreateBody,
  UserCreated,
  UserMeBody,
  VerifyBody,
} from '@portal/shared/contract';
import type { BranchInput } from './branches';
import { installSession } from './browser-session';
import { freshPhone, toE164 } from './phones';

// Test data through the real API, the way the sign-up form and the admin pages create it, but without driving
// the browser: a company per test in a fraction of a second, so tests stay independent and run in parallel.
// Only sign-in.spec.ts goes through the real sign-up and sign-in forms.

/** A signed-in user as the API sees them: the phone they signed in with and their login info (token, role). */
export type ApiSession = { phone: string; info: LoginInfo };

type Call = { token?: string; roleId?: string; data?: unknown; expectStatus?: number };

export class PortalApi {
  constructor(private readonly request: APIRequestContext) {}

  private async call<T>(method: 'GET' | 'POST' | 'PUT', path: string, call: Call = {}): Promise<T> {
    const headers: Record<string, string> = { lang: 'en' };
    if (call.token) headers.authorization = `Bearer ${call.token}`;
    if (call.roleId) headers['Role-Id'] = call.roleId;
    const response = await this.request.fetch(`/api/v1${path}`, { method, headers, data: call.data });
    const body = await response.text();
    expect(response.status(), `${method} ${path}: ${body}`).toBe(call.expectStatus ?? (method === 'POST' ? 201 : 200));
    return (JSON.parse(body) as { data: T }).data;
  }

  /** The latest code the API "sent" to the phone, from the development outbox (as a tester reads WhatsApp). */
  async latestCode(phone: string): Promise<string> {
    const message = await this.call<DevOutboxMessage>('GET', `/dev/outbox?phone=${encodeURIComponent(toE164(phone))}`);
    return message.code;
  }

  /** Verifies the phone's latest code and loads login info, as the shell does after the code step. */
  private async verify(phone: string): Promise<ApiSession> {
    const verify: VerifyBody = { phone, code: await this.latestCode(phone) };
    const { token } = await this.call<TokenResult>('POST', '/auth/phone/verify', { data: verify, expectStatus: 200 });
    const me: UserMeBody = {
      type: 'company',
      role_id: null,
      device_data: { type: 'web', version: '1.01', language: 'en' },
    };
    const info = await this.call<LoginInfo>('POST', '/auth/user/me', { token, data: me, expectStatus: 200 });
    return { phone, info };
  }

  /** Registers a company (its owner becomes its Admin); the code goes to the owner's WhatsApp, still unused. */
  async register(companyName: string, ownerName = 'Sara Al-Qahtani'): Promise<string> {
    const phone = freshPhone();
    const body: RegisterBody = {
      company_name: companyName,
      owner_name: ownerName,
      phone,
      email: `owner+${phone}@example.com`,
    };
    await this.call('POST', '/auth/register', { data: body });
    return phone;
  }

  /**
   * Registers a company and signs the owner in with the registration code. The company then types the VAT number
   * and national address its tax invoices need before its first purchase (ADR 0055), unless `buyerIdentity` is
   * false (the spec of that step).
   */
  async registerCompany(
    companyName: string,
    ownerName = 'Sara Al-Qahtani',
    options: { buyerIdentity?: boolean } = {},
  ): Promise<ApiSession> {
    const owner = await this.verify(await this.register(companyName, ownerName));
    if (options.buyerIdentity !== false) await this.giveBuyerIdentity(owner);
    return owner;
  }

  /** The account page's save with a VAT number and a Riyadh national address. */
  private async giveBuyerIdentity(as: ApiSession): Promise<void> {
    const account = await this.call<Account>('GET', '/company/company', auth(as));
    const body: AccountUpdateBody = {
      id: account.id,
      name_ar: account.name_ar,
      name_en: account.name_en,
      owner_name: account.owner_name,
      owner_phone: account.owner_phone,
      owner_email: account.owner_email,
      vat_number: '311111111111113',
      national_address: {
        building_number: '7235',
        street: 'Olaya Street',
        district: 'Al Olaya',
        city: 'Riyadh',
        postal_code: '12244',
      },
    };
    await this.call('PUT', `/company/company/${account.id}`, { ...auth(as), data: body });
  }

  /**
   * Signs a registered or invited phone in. A code sent under a minute ago (an invitation, a registration) is
   * still the one to use: the API then refuses a new one (auth.resend_wait) and the outbox holds the live one.
   */
  async signIn(phone: string): Promise<ApiSession> {
    const response = await this.request.post('/api/v1/auth/login', { headers: { lang: 'en' }, data: { phone } });
    expect([200, 429], `login ${phone}: ${await response.text()}`).toContain(response.status());
    return this.verify(phone);
  }

  /**
   * Another session of an already signed-in phone (another device): a new code is sent only after the resend wait
   * (60 s; 15 s in the test stack) since the previous one, so this waits the seconds the API names, then verifies it.
   */
  async signInAgain(phone: string): Promise<ApiSession> {
    const login = () => this.request.post('/api/v1/auth/login', { headers: { lang: 'en' }, data: { phone } });
    let response = await login();
    if (response.status() === 429) {
      const { data } = (await response.json()) as { data: { retry_after: number } };
      await new Promise((resolve) => setTimeout(resolve, data.retry_after * 1000 + 500));
      response = await login();
    }
    expect(response.status(), `login ${phone}: ${await response.text()}`).toBe(200);
    return this.verify(phone);
  }

  async createRole(as: ApiSession, name: string, permissions: Permission[]): Promise<Role> {
    const body: RoleBody = { name, permissions };
    return this.call<Role>('POST', '/company/roles/role', { ...auth(as), data: body });
  }

  async addUser(as: ApiSession, user: UserCreateBody): Promise<UserCreated> {
    return this.call<UserCreated>('POST', '/company/user', { ...auth(as), data: user });
  }

  async createBranch(as: ApiSession, branch: BranchInput): Promise<Branch> {
    const city = await this.lookup<City>('/public/areas/city', 'Riyadh');
    const body: BranchBody = {
      name: branch.name,
      code: branch.code,
      property_type_id: (await this.lookup<PropertySetting>('/public/settings/propertyType', branch.type)).id,
      city_id: city.id,
      area_id: (await this.lookup<Area>(`/public/areas/area?city_id=${city.id}`, branch.area)).id,
    };
    return this.call<Branch>('POST', '/company/branch', { ...auth(as), data: body });
  }

  /** One row of a public reference list, by its exact English name. */
  private async lookup<T extends { name: { en: string } }>(path: string, name: string): Promise<T> {
    const separator = path.includes('?') ? '&' : '?';
    const list = await this.call<{ items: T[] }>('GET', `${path}${separator}perPage=100&q=${encodeURIComponent(name)}`);
    const found = list.items.find((item) => item.name.en === name);
    if (!found) throw new Error(`${path}: no "${name}" among ${list.items.map((i) => i.name.en).join(', ')}`);
    return found;
  }
}

const auth = (as: ApiSession) => ({ token: as.info.token, roleId: as.info.role.id });

type Fixtures = {
  /** The company `company` registers; set per file or describe with `test.use({ companyName })`. */
  companyName: string;
  api: PortalApi;
  /** A fresh company whose owner (Sara Al-Qahtani) is signed in in this test's browser context. */
  company: ApiSession;
};

/** Anonymous browser; `company` (when asked for) registers a company and signs its owner in through the API. */
export const test = base.extend<Fixtures>({
  companyName: ['Najd Facilities Co', { option: true }],
  api: async ({ request }, use) => {
    await use(new PortalApi(request));
  },
  company: async ({ api, companyName, context }, use) => {
    const owner = await api.registerCompany(companyName);
    await installSession(context, owner.info);
    await use(owner);
  },
});

/** The browser starts signed in as the owner of a fresh company; ask for `company` too to get its data. */
export const signedInTest = test.extend({
  page: async ({ page, company }, use) => {
    test
      .info()
      .annotations.push({ type: 'owner', description: `${company.phone}, ${company.info.role.company.name.en}` });
    await use(page);
  },
});

export { expect };
