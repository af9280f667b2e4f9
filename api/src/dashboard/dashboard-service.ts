import type { Dashboard } from '@portal/contract';
import type { CompanyScope } from '../db/company-scope';
import { notFound } from '../http/app-error';
import { companyWallet, countActiveMembers, countMembers, countRoles } from './dashboard-queries';

/** Figures of the caller's company, all read from the database (orders join in later issues). */
export async function dashboardFigures(scope: CompanyScope, now: Date): Promise<Dashboard> {
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
