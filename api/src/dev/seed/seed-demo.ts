import { DASHBOARD_RULE, type Permission } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { advisoryXactLock } from '../../platform/db/advisory-lock';
import type { Db } from '../../platform/db/database';
import { companies, memberships, users } from '../../platform/db/schema/index';
import { companyScope } from '../../platform/db/scoped-db';
import type { FileStorage } from '../../platform/files/storage/storage';
import { registerPayables } from '../../register-payables';
import { seedChat } from './seed-chat';
import { seedCompanyPrices } from './seed-company-prices';
import { seedCompanyTerms } from './seed-company-terms';
import { seedAdminRole, seedRole } from './seed-context';
import { seedCoupons } from './seed-coupons';
import { recharge, seedMoney } from './seed-money';
import { seedOfferOrder } from './seed-offers';
import { seedSecondCompany, seedUnassignedVisits } from './seed-ops-queues';
import { insertOpsUser, seedOpsTeam } from './seed-ops-team';
import { seedOrders } from './seed-orders';
import { seedPackages } from './seed-packages';
import { seedPlannedUpkeep } from './seed-planned-upkeep';
import { seedPlatformSettings } from './seed-platform-settings';
import { seedProviderVisits } from './seed-provider-visits';
import { seedProviders } from './seed-providers';
import { seedReels } from './seed-reels';
import { seedScorecardVisits } from './seed-scorecards';
import { seedSpending } from './seed-spending';
import { seedWarrantyOrder } from './seed-warranty';

// Demo data lives here and only here. Running it again changes nothing.
export const DEMO_OWNER_PHONE = '+966500000001';
export const DEMO_EMPLOYEE_PHONE = '+966500000002';
/** The platform's ops account (account type ops): confirms bank transfers, sets credit lines (/api/v1/ops). */
export const DEMO_OPS_PHONE = '+966500000009';

/**
 * The demo Employee: follows the dashboard, the branches and their units, places and follows orders, sees the
 * packages and notifications; no money, users or roles. Each rule is the rule of a page and of that page's calls.
 */
const EMPLOYEE_RULES: readonly { action: Permission['action']; subject: Permission['subject'] }[] = [
  DASHBOARD_RULE,
  { action: 'read', subject: 'b2b_properties' },
  { action: 'read', subject: 'b2b_branches' },
  { action: 'read', subject: 'b2b_units' },
  { action: 'read', subject: 'b2b_orders' },
  { action: 'insert', subject: 'b2b_orders' },
  { action: 'read', subject: 'b2b_packages' },
  { action: 'read', subject: 'b2b_notifications' },
];

export interface SeedOptions {
  /** Where the demo receipts and photos are stored; without it the transfers and visits needing files are left out. */
  files?: FileStorage | null;
  now?: Date;
}

export async function seedDemo(db: Db, options: SeedOptions = {}): Promise<{ created: boolean }> {
  // The seed runs money code (a held payment approved) without the app: the payables it settles are registered here.
  registerPayables();
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    await advisoryXactLock(tx, 'seed:demo');
    // The seller printed on the demo invoices and the support desk of /settings (also on a demo seeded before them).
    await seedPlatformSettings(tx, { userId: null, now });
    const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.phone, DEMO_OWNER_PHONE));
    if (existing) return { created: false };

    const [company] = await tx
      .insert(companies)
      .values({
        nameAr: 'شركة الرياض التجريبية للتجارة',
        nameEn: 'Riyadh Demo Trading',
        ownerName: 'Demo Owner',
        ownerPhone: DEMO_OWNER_PHONE,
        ownerEmail: 'owner@riyadh-demo.example',
        // What its tax invoices name of the buyer (ADR 0055): the demo can buy from the start.
        crNumber: '1010456789',
        vatNumber: '310456789100003',
        nationalAddress: {
          building_number: '3124',
          street: 'طريق الملك فهد',
          district: 'العليا',
          city: 'الرياض',
          postal_code: '12211',
          additional_number: '8254',
        },
      })
      .returning({ id: companies.id });
    const companyId = company!.id;
    const adminRoleId = await seedAdminRole(tx, companyId);
    const employeeRoleId = await seedRole(
      tx,
      companyId,
      { name: 'Employee', type: 'Employee', isAdmin: false },
      EMPLOYEE_RULES,
    );

    const [owner] = await tx
      .insert(users)
      .values({ fullName: 'Demo Owner', phone: DEMO_OWNER_PHONE, email: 'owner@riyadh-demo.example' })
      .returning({ id: users.id });
    const [employee] = await tx
      .insert(users)
      .values({ fullName: 'Demo Employee', phone: DEMO_EMPLOYEE_PHONE, email: 'employee@riyadh-demo.example' })
      .returning({ id: users.id });
    await tx.insert(memberships).values([
      { userId: owner!.id, companyId, roleId: adminRoleId },
      { userId: employee!.id, companyId, roleId: employeeRoleId },
    ]);
    // The all-round ops admin the simulator and the docs use, and one person per ops role (issue 27.2).
    await insertOpsUser(tx, { name: 'Platform Ops', phone: DEMO_OPS_PHONE, roles: ['admin'] });
    await seedOpsTeam(tx);
    // Sign-in accounts of the platform providers of migration 0012 (the provider side of orders).
    await seedProviders(tx);
    // A 10,000.00 SAR credit line and 2,500.00 SAR in the wallet, from a history posted through the ledger.
    const scope = companyScope(tx, { companyId, membershipId: null });
    await seedMoney(scope, { ownerId: owner!.id, now, files: options.files ?? null });
    // Branches, quotations and packages (issue 10).
    await seedPackages(scope, { ownerId: owner!.id, now, files: options.files ?? null });
    // Yesterday's 20,000 SAR transfer settles the 14,300 SAR the packages took on credit and leaves 5,700 SAR in the
    // wallet, so a visitor sees a live balance and the whole credit line available.
    const yesterday = new Date(now.getTime() - 24 * 3600 * 1000);
    await recharge(scope, { amount: 2_000_000, method: 'transfer', at: yesterday, userId: owner!.id });
    // Orders in every status, moved by the same services as the API (issue 11).
    await seedOrders(tx, scope, {
      ownerId: owner!.id,
      opsPhone: DEMO_OPS_PHONE,
      now,
      files: options.files ?? null,
    });
    // A warranty visit opened on the completed order (issue 32.2).
    await seedWarrantyOrder(tx, scope, { ownerId: owner!.id, now });
    // Finished visits of the last weeks, on time and late, rated, with a return visit (branch scorecards).
    await seedScorecardVisits(tx, scope, {
      ownerId: owner!.id,
      opsPhone: DEMO_OPS_PHONE,
      now,
      files: options.files ?? null,
    });
    // Branch spending caps with one payment held for approval and one approved (issue 9 Beyond).
    await seedSpending(tx, scope, { ownerId: owner!.id, employeeId: employee!.id, employeeRules: EMPLOYEE_RULES, now });
    // Order chats and a support conversation (issue 12.3).
    await seedChat(tx, scope, { ownerId: owner!.id, opsPhone: DEMO_OPS_PHONE, now });
    // Work in every ops queue (issue 27.9): visits without a provider today, tomorrow and on Friday (the dispatch
    // board), and a second company just signed up.
    const [ops] = await tx.select({ id: users.id }).from(users).where(eq(users.phone, DEMO_OPS_PHONE));
    await seedUnassignedVisits(tx, scope, { ownerId: owner!.id, opsId: ops!.id, now });
    // The demo technician's visits today and tomorrow, for the field app (issue 30.6).
    await seedProviderVisits(tx, scope, { ownerId: owner!.id, opsId: ops!.id, now });
    // Coupons valid, with limits and used up (issue 32.5), the last one by a demo order.
    await seedCoupons(tx, scope, { ownerId: owner!.id, now });
    // An offer order placed and paid three days ago on a published offer, with its invoice (issue 32.2).
    await seedOfferOrder(tx, scope, { ownerId: owner!.id, opsId: ops!.id, now });
    // Planned upkeep booked in the last days, answered within the contract's promise (ADR 0075).
    await seedPlannedUpkeep(tx, scope, { ownerId: owner!.id, opsId: ops!.id, now });
    // Three published reels with their posters (issue 32.7), so the /b2b/reals feed is alive.
    await seedReels(tx, { files: options.files ?? null, now });
    // The framework contract with its signed PDF and two service shifts (issue 32.1).
    await seedCompanyTerms(scope, { files: options.files ?? null, now });
    await seedSecondCompany(tx, { now, files: options.files ?? null });
    // Three negotiated prices (issue 32.1), last: the demo data above keeps the list prices.
    await seedCompanyPrices(scope, { opsId: ops!.id, now });
    return { created: true };
  });
}
