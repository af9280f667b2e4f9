import type { buildApp } from '../src/app';
import type { Exec } from './orders-list-seed';

// Registers a company through the real API (development outbox code) and signs its owner in: the benchmarks'
// company, token and ids.

type App = Awaited<ReturnType<typeof buildApp>>;

export async function signUp(app: App, exec: Exec, companyName: string) {
  const phone = `+9665${String(Date.now() + Math.floor(Math.random() * 100_000)).slice(-8)}`;
  const json = async (method: 'GET' | 'POST', url: string, body?: object) =>
    (await app.inject({ method, url, payload: body, headers: { lang: 'en' } })).json();
  await json('POST', '/api/v1/auth/register', {
    company_name: companyName,
    owner_name: 'Bench Owner',
    phone,
    email: 'bench@example.com',
  });
  const { data: outbox } = await json('GET', `/api/v1/dev/outbox?phone=${encodeURIComponent(phone)}`);
  const { data: session } = await json('POST', '/api/v1/auth/phone/verify', { phone, code: outbox.code });
  const {
    rows: [user],
  } = await exec(
    `select u.id, u.full_name, m.company_id from users u join memberships m on m.user_id = u.id where u.phone = $1`,
    [phone],
  );
  if (!user) throw new Error(`sign-up of ${companyName} failed`);
  return {
    token: session.token as string,
    userId: String(user.id),
    userName: String(user.full_name),
    companyId: String(user.company_id),
  };
}
