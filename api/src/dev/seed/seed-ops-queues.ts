import { Readable } from 'node:stream';
import { riyadhDate, type ServiceUnit, visitMinutes, weekdayOf } from '@portal/contract';
import { asc, eq } from 'drizzle-orm';
import { opsTransition } from '../../fulfilment/orders/ops/ops-order-steps';
import { createOrder } from '../../fulfilment/orders/order-create';
import { freeSlots } from '../../fulfilment/orders/order-slot';
import { sendSupport } from '../../messaging/chat/support-chat';
import { requestRefund } from '../../money/refunds/company-refunds';
import type { Db } from '../../platform/db/database';
import { branches, companies, memberships, services, users } from '../../platform/db/schema/index';
import { type CompanyScope, companyScope } from '../../platform/db/scoped-db';
import { replaceCompanyFile } from '../../platform/files/file-queries';
import type { FileStorage } from '../../platform/files/storage/storage';
import { nextDay, seedAdminRole, seedOwnerContext, seedVisitBooking } from './seed-context';
import { insertPendingTransfer, recharge } from './seed-money';

// Work for the demo ops team in every queue of GET ops/queues (issue 27.9): beside the demo company's pending
// transfers and the quotation above the automatic limit (seed-money.ts, seed-packages.ts), a second, smaller
// company that has just signed up — CR and VAT certificates waiting for verification, a transfer older than the
// overdue delay, a refund to pay out, an unread support question — and visits booked this morning for today,
// tomorrow and the coming Friday that no provider has yet (the dispatch board). Made with the same functions as the API.

const HOUR = 3600 * 1000;
export const SECOND_COMPANY_OWNER_PHONE = '+966500000021';

const text = (body: string) => ({ fields: {}, text: body, attachment: null });

/** A small PDF standing for a scanned certificate (the storage sniffs it as application/pdf). */
function certificatePdf(files: FileStorage, title: string) {
  return files.save(Readable.from([Buffer.from(`%PDF-1.4\n% ${title}\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n`)]));
}

export async function seedSecondCompany(tx: Db, input: { now: Date; files: FileStorage | null }): Promise<void> {
  const { now, files } = input;
  const ago = (hours: number) => new Date(now.getTime() - hours * HOUR);
  const [company] = await tx
    .insert(companies)
    .values({
      nameAr: 'عيادات النخبة الطبية',
      nameEn: 'Al Nukhba Medical Clinics',
      ownerName: 'Sara Al-Dossary',
      ownerPhone: SECOND_COMPANY_OWNER_PHONE,
      ownerEmail: 'sara@alnukhba-clinics.example',
      crNumber: '1010987654',
      vatNumber: '310987654300003',
      nationalAddress: {
        building_number: '6411',
        street: 'Prince Sultan Road',
        district: 'Al Rawdah',
        city: 'Jeddah',
        postal_code: '23435',
        additional_number: null,
      },
      createdAt: ago(72),
      updatedAt: ago(72),
    })
    .returning({ id: companies.id });
  const companyId = company!.id;
  const adminRoleId = await seedAdminRole(tx, companyId);
  const [owner] = await tx
    .insert(users)
    .values({ fullName: 'Sara Al-Dossary', phone: SECOND_COMPANY_OWNER_PHONE, email: 'sara@alnukhba-clinics.example' })
    .returning({ id: users.id });
  const ownerId = owner!.id;
  await tx.insert(memberships).values({ userId: ownerId, companyId, roleId: adminRoleId });
  const scope = companyScope(tx, { companyId, membershipId: null });

  // A first 3,000.00 SAR transfer confirmed last week; 1,200.00 SAR of it asked back to the clinic's IBAN today.
  await recharge(scope, { amount: 300_000, method: 'transfer', at: ago(7 * 24), userId: ownerId });
  const member = seedOwnerContext(tx, scope, ownerId, ago(3));
  await requestRefund(
    member,
    {
      amount: 120_000,
      iban: 'SA4420000001234567891234',
      account_name: 'Al Nukhba Medical Clinics',
      note: 'Unused balance after the trial month',
    },
    'seed-second-company-refund',
  );
  await sendSupport(
    scope,
    { kind: 'company', userId: ownerId, name: 'Sara Al-Dossary' },
    text('السلام عليكم، رفعنا السجل التجاري وشهادة ضريبة القيمة المضافة. متى يتم توثيق حسابنا؟'),
    ago(1),
  );
  if (!files) return;
  for (const [kind, hours] of [
    ['cr', 50],
    ['vat', 49],
  ] as const) {
    const stored = await certificatePdf(files, `${kind.toUpperCase()} certificate, Al Nukhba Medical Clinics`);
    await replaceCompanyFile(tx, {
      companyId,
      kind,
      storageKey: stored.storageKey,
      originalName: `${kind}-certificate.pdf`,
      mime: 'application/pdf',
      size: stored.size,
      sha256: stored.sha256,
      uploadedBy: ownerId,
      createdAt: ago(hours),
    });
  }
  // A transfer sent two days ago that nobody confirmed yet: past the overdue delay.
  await insertPendingTransfer(scope, files, {
    amount: 450_000,
    note: 'Transfer from Saudi National Bank',
    fileName: 'snb-transfer.pdf',
    userId: ownerId,
    at: ago(30),
  });
}

/** Today, tomorrow and the coming Friday (the weekend shift, seed-providers.ts), each once. */
function dispatchDays(now: Date): string[] {
  const today = riyadhDate(now);
  let friday = today;
  while (weekdayOf(friday) !== 5) friday = nextDay(friday);
  return [...new Set([today, nextDay(today), friday])];
}

const NOTES = [
  'Water leak under the pantry sink',
  'Blocked drain in the staff washroom',
  'Low water pressure',
  'Dripping tap in the meeting room',
];

/**
 * Visits on the dispatch board (issue 27.4) waiting for a provider, booked this morning: today, tomorrow and the
 * coming Friday. Each day has confirmed ones, one whose assignment already failed, and (after today) one the
 * company has just booked for ops to confirm. Made with the same functions as the API; a day without a free slot
 * gets fewer (the booking itself would refuse them).
 */
export async function seedUnassignedVisits(
  tx: Db,
  scope: CompanyScope,
  input: { ownerId: string; opsId: string; now: Date },
): Promise<void> {
  const [plumbing] = await tx
    .select({ id: services.id, unit: services.unit })
    .from(services)
    .where(eq(services.code, 'plumbing'));
  const branchRows = await scope.select({ id: branches.id }).from(branches).orderBy(asc(branches.createdAt));
  if (!plumbing || branchRows.length === 0) return;
  const minutes = visitMinutes([{ unit: plumbing.unit as ServiceUnit, quantity: 1 }]);
  const { today, morning, company, ops } = seedVisitBooking(tx, scope, input);
  for (const date of dispatchDays(input.now)) {
    const count = date === today ? 3 : 4;
    for (let index = 0; index < count; index++) {
      // The latest slot still free: each booking takes one, and the earlier ones stay for the company's own tests.
      const slot = (await freeSlots(tx, { date, minutes, now: morning })).at(-1);
      if (!slot) break;
      const created = await createOrder(
        company,
        {
          branch_id: branchRows[index % branchRows.length]!.id,
          services: [{ service_id: plumbing.id, quantity: 1, products: [] }],
          date,
          slot: slot.start,
          shift: slot.shift,
          payment_method: 'cash',
          notes: NOTES[index % NOTES.length],
          coupon: undefined,
        },
        date === today ? `seed-today-${index}` : `seed-dispatch-${date}-${index}`,
      );
      if (index === 3) continue; // just booked: ops confirm it on the board
      const id = created.body.order.id;
      await opsTransition(ops, id, { operation: 'confirm' });
      if (index === 2) {
        await opsTransition(ops, id, { operation: 'fail_assignment', reason: 'No plumber free at that hour' });
      }
    }
  }
}
