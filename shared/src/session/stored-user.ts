import type { LoginInfo } from '@portal/contract';

// The signed-in user as the session keeps it (and persists under `b2b-portal-userData`). A module of its own, free
// of the store, so the browser tests' session set-up (e2e/support/browser-session.ts) stores exactly what a real
// sign-in stores.

export type StoredUser = {
  id: string;
  fullName: string;
  avatar: string | null;
  phone: string;
  email: string | null;
  companyId: string;
  companyName: { ar: string; en: string };
  companyImage: string | null;
  role: string;
  is_admin: boolean;
  /** Spec §1 account types; the company portal signs in company accounts. */
  accountType: 'ops' | 'company' | 'customer' | 'provider';
  fcm_token?: string | null;
};

/** The user of a login-info answer; the push token is the device's, kept across answers. */
export function storedUserOf(info: LoginInfo, fcmToken: string | null): StoredUser {
  return {
    id: info.user.id,
    fullName: info.user.name,
    avatar: info.user.img_url,
    phone: info.user.phone,
    email: info.user.email,
    companyId: info.role.company.id,
    companyName: info.role.company.name,
    companyImage: info.role.company.logo_url,
    role: info.role.role.title || 'Admin',
    is_admin: info.role.is_admin,
    accountType: info.role.account_type ?? 'company',
    fcm_token: fcmToken,
  };
}
