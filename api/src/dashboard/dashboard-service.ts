import type { Dashboard } from '@portal/contract';
import { notFound } from '../http/app-error';
import type { CompanyContext } from '../http/request-context';
import { companyWallet, countActiveMembers, countMembers, countRoles } from './dashboard-queries';

/** Figures of the caller's company, all read from the database (orders join in later issues). */
export async function dashboardFigures(ctx: CompanyContext): Promise<Dashboard> {
  const { scope, now } = ctx;
  const company = await scope.company();
  if (!company) throw notFound();
  const [wallet, members, activeMembers, roles] = await Promise.all([
    companyWallet(scope),
    countMembers(scope),
    countActiveMembers(scope, now),
    countRoles(scope),
  ]);
  return {
    company: { id: company.id, name: { ar: company.nameAr, en: company.nameEn } },
    wallet: { balance: wallet.balance, credit_line: wallet.creditLine, currency: 'SAR' },
    members,
    active_members: activeMembers,
    roles,
  };
}
