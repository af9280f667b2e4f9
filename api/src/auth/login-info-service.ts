import { type LoginInfo, opsRulesOf } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { currentMembership } from '../ability/current-membership';
import { listPermissions } from '../ability/membership-queries';
import { companies } from '../db/schema/index';
import { companyScope } from '../db/scoped-db';
import { unauthenticated } from '../http/app-error';
import type { SignedInContext } from '../http/request-context';
import { readCompanyAccounts } from '../ledger/index';
import { findUserById } from './user-queries';

/** The login-info answer (spec §3): the user, the token, the chosen company role with its abilities, the wallet. */
export async function loginInfo(
  ctx: SignedInContext,
  { roleId }: { roleId: string | null | undefined },
): Promise<LoginInfo> {
  const { actor: caller, now } = ctx;
  const db = ctx.systemDb("login-info: the caller's roles across companies");
  const user = await findUserById(db, caller.userId);
  if (!user) throw unauthenticated();
  if (user.accountType === 'ops') return opsLoginInfo(user, caller.token);
  const membership = await currentMembership(db, caller.userId, roleId, now);
  const [company] = await db.select().from(companies).where(eq(companies.id, membership.companyId)).limit(1);
  const wallet = await readCompanyAccounts(companyScope(db, { companyId: membership.companyId, membershipId: null }));
  const ability = await listPermissions(db, membership.roleId);
  return {
    user: { id: user.id, name: user.fullName, phone: user.phone, email: user.email, img_url: user.imgUrl },
    token: caller.token,
    role: {
      id: membership.id,
      company: {
        id: membership.companyId,
        name: { ar: company?.nameAr ?? '', en: company?.nameEn ?? '' },
        logo_url: company?.logoUrl ?? null,
      },
      role: { title: membership.roleName },
      is_admin: membership.isAdmin,
      ability,
    },
    // credit_line: the limit ops granted (the wallet endpoint gives used and available too).
    wallet: { balance: wallet.wallet, credit_line: wallet.creditLimit, currency: 'SAR' },
  };
}

/**
 * An ops account has no company: its "role" carries the ops rules (issue 27.1) and no Role-Id (an empty id is never
 * sent back as the Role-Id header). Every ops account acts as admin here until the ops roles are stored (issue 27.2).
 */
function opsLoginInfo(user: NonNullable<Awaited<ReturnType<typeof findUserById>>>, token: string): LoginInfo {
  return {
    user: { id: user.id, name: user.fullName, phone: user.phone, email: user.email, img_url: user.imgUrl },
    token,
    role: {
      id: '',
      company: { id: '', name: { ar: '', en: '' }, logo_url: null },
      role: { title: 'ops' },
      is_admin: false,
      account_type: 'ops',
      ability: opsRulesOf(['admin']),
    },
    wallet: { balance: 0, credit_line: 0, currency: 'SAR' },
  };
}
