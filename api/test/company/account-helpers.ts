import { randomBytes } from 'node:crypto';
import { hashPassword } from '../../src/identity/auth/password-hash';
import { memberships, rolePermissions, roles, users } from '../../src/platform/db/schema/index';
import { nextPhone, registerAndSignIn, signInWithPassword, type TestApp, userMe } from '../support/harness';

// Helpers of the account, notifications, profile and password tests. Everything goes through the real API,
// except members with a limited role, inserted directly (the users feature owns that API).

export const MEMBER_PASSWORD = 'Member#2025';

/** The owner of a new company; `asRegistered`: without the VAT number and national address tests give it. */
export async function companyOwner(t: TestApp, companyName = 'Acme Facilities', asRegistered = false) {
  const { phone, token } = await registerAndSignIn(t.app, nextPhone(), companyName, {
    withoutBuyerIdentity: asRegistered,
  });
  const me = await userMe(t.app, token);
  return { phone, token, companyId: me.body.data.role.company.id as string, userId: me.body.data.user.id as string };
}

/** A member of the company whose role holds only the given permissions, signed in with a password. */
export async function memberWith(t: TestApp, companyId: string, rules: { action: string; subject: string }[]) {
  const db = t.database.db;
  const phone = nextPhone();
  const [user] = await db
    .insert(users)
    .values({ fullName: 'Limited Member', phone, passwordHash: await hashPassword(MEMBER_PASSWORD) })
    .returning({ id: users.id });
  const [role] = await db
    .insert(roles)
    .values({ companyId, name: `Limited ${phone}`, type: 'Employee' })
    .returning({ id: roles.id });
  if (rules.length > 0) await db.insert(rolePermissions).values(rules.map((rule) => ({ roleId: role!.id, ...rule })));
  await db.insert(memberships).values({ userId: user!.id, companyId, roleId: role!.id });
  return { phone, userId: user!.id, token: await signInWithPassword(t.app, phone, MEMBER_PASSWORD) };
}

/** A multipart/form-data body with one file part (and optional text fields). */
export function multipartBody(
  file: { field?: string; filename: string; contentType: string; data: Buffer } | null,
  fields: Record<string, string> = {},
) {
  const boundary = `----portal${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.filename}"\r\n` +
          `content-type: ${file.contentType}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Smallest files of each accepted kind (their magic bytes are what counts; a photo must also be a whole image). */
export const samplePdf = () => Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
/** A 1 × 1 PNG's structure (header chunk, a private chunk of random bytes so no two are alike, the end chunk). */
export const samplePng = () => {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    return Buffer.concat([length, Buffer.from(type, 'latin1'), data, Buffer.alloc(4)]);
  };
  const header = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('prVt', randomBytes(64)),
    Buffer.from([0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]),
  ]);
};

/** The owner uploads a small PDF as the company's commercial registration (a certificate for ops to verify). */
export async function uploadCrCertificate(t: TestApp, owner: { companyId: string; token: string }) {
  const { payload, contentType } = multipartBody({
    filename: 'cr.pdf',
    contentType: 'application/pdf',
    data: samplePdf(),
  });
  const uploaded = await t.app.inject({
    method: 'POST',
    url: `/api/v1/company/company/${owner.companyId}/certificates/cr`,
    headers: { authorization: `Bearer ${owner.token}`, 'content-type': contentType },
    payload,
  });
  if (uploaded.statusCode !== 201) throw new Error(`certificate upload failed: ${uploaded.body}`);
}
