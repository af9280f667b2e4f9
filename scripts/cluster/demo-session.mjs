// Signs the seeded demo owner in through the portal's public URL, as the shell does (api/README.md): a code to
// the phone, read from the development outbox, verified, then the login info (token and role).
const DEMO_OWNER_PHONE = '0500000001';

async function call(url, path, { method = 'GET', token, roleId, body } = {}) {
  const headers = { lang: 'en', 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (roleId) headers['role-id'] = roleId;
  const response = await fetch(`${url}/api/v1${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return JSON.parse(text).data;
}

/** @returns {Promise<{ token: string, roleId: string }>} */
export async function signInDemoOwner(url) {
  const phone = DEMO_OWNER_PHONE;
  await call(url, '/auth/login', { method: 'POST', body: { phone } });
  const { code } = await call(url, `/dev/outbox?phone=${encodeURIComponent('+966500000001')}`);
  const { token } = await call(url, '/auth/phone/verify', { method: 'POST', body: { phone, code } });
  const info = await call(url, '/auth/user/me', {
    method: 'POST',
    token,
    body: { type: 'company', role_id: null, device_data: { type: 'web', version: '1.01', language: 'en' } },
  });
  return { token: info.token, roleId: info.role.id };
}
