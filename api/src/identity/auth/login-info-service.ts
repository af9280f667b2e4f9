import { isCompanyAccountRule, type LoginInfo, OPS_SUBJECTS } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { readCompanyAccounts } from '../../money/ledger/index';
import { currentMembership } from '../../platform/ability/current-membership';
import { listPermissions } from '../../platform/ability/membership-queries';
import { findUserById } from '../../platform/ability/user-queries';
import { companies } from '../../platform/db/schema/index';
import { companyScope } from '../../platform/db/scoped-db';
import { companySuspendedError, unauthenticated } from '../../platform/http/app-error';
import type { SignedInContext } from '../../platform/http/request-context';
import { opsLoginRole } from './ops-login-info';
import { providerLoginRole } from './provider-login-info';

/** The login-info answer (spec §3): the user, the token, the chosen company role with its abilities, the wallet. */
export async function loginInfo(
  ctx: SignedInContext,
  { roleId }: { roleId: string | null | undefined },
): Promise<LoginInfo> {
  const { actor: caller, now } = ctx;
  const db = ctx.systemDb("login-info: the caller's roles across companies");
  const user = await findUserById(db, caller.userId);
  if (!user) throw unauthenticated();
  const userPart = { id: user.id, name: user.fullName, phone: user.phone, email: user.email, img_url: user.imgUrl };
  if (user.accountType === 'ops') {
    // No company, no wallet: the ops roles and their rules (issue 27.2).
    const role = await opsLoginRole(db, user.id);
    return { user: userPart, token: caller.token, role, wallet: { balance: 0, credit_line: 0, currency: 'SAR' } };
  }
  if (user.accountType === 'provider') {
    // A technician's account: no company, no wallet; its provider and the field app's rules (issue 30).
    const role = await providerLoginRole(db, user.id);
    return { user: userPart, token: caller.token, role, wallet: { balance: 0, credit_line: 0, currency: 'SAR' } };
  }
  const membership = await currentMembership(db, caller.userId, roleId, now);
  const [company] = await db.select().from(companies).where(eq(companies.id, membership.companyId)).limit(1);
  if (company?.suspendedAt) throw companySuspendedError();
  const wallet = await readCompanyAccounts(companyScope(db, { companyId: membership.companyId, membershipId: null }));
  // A company role carries no console rule (ADR 0037) but `read ops_companies`, whose company meaning is its own
  // account terms (ADR 0071); any other ops_* rule stored before is dropped here.
  const ability = (await listPermissions(db, membership.roleId)).filter(
    (rule) => isCompanyAccountRule(rule) || !(OPS_SUBJECTS as readonly string[]).includes(rule.subject),
  );
  return {
    user: userPart,
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
