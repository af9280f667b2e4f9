import type { OrderStatus, OrderType, PaymentStatus } from '@portal/contract';
import { orderServices, orders } from '../../src/platform/db/schema/index';
import { companyScope } from '../../src/platform/db/scoped-db';
import type { TestApp } from '../support/harness';

// Orders for the list tests, inserted through the company scope (creation has its own tests; the list only
// needs rows in chosen states). Amounts in halalas; `at` is the creation time.

export interface ListOrder {
  reference: string;
  branch: { id: string; name: string; code: string };
  status?: OrderStatus;
  type?: OrderType;
  paymentStatus?: PaymentStatus;
  visitDate?: string;
  at: string;
  total?: number;
  services?: number;
}

export async function insertListOrders(
  t: TestApp,
  company: { companyId: string; userId: string; name: string },
  list: ListOrder[],
) {
  const scope = companyScope(t.database.db, { companyId: company.companyId, membershipId: null });
  const inserted = await scope
    .insert(orders)
    .values(
      list.map((o) => {
        const total = o.total ?? 11_500;
        const visitDate = o.visitDate ?? o.at.slice(0, 10);
        return {
          reference: o.reference,
          type: o.type ?? 'onetime',
          status: o.status ?? 'created',
          customerId: company.userId,
          customerName: company.name,
          branchId: o.branch.id,
          branchName: o.branch.name,
          branchCode: o.branch.code,
          visitDate,
          time: '09:00',
          endTime: '10:00',
          shift: 'morning',
          startsAt: new Date(`${visitDate}T06:00:00Z`),
          endsAt: new Date(`${visitDate}T07:00:00Z`),
          subtotal: total - Math.round((total * 15) / 115),
          vat: Math.round((total * 15) / 115),
          total,
          totalDue: total,
          paymentStatus: o.paymentStatus ?? 'unpaid',
          paymentMethod: 'wallet',
          createdAt: new Date(o.at),
          updatedAt: new Date(o.at),
        };
      }),
    )
    .returning({ id: orders.id, reference: orders.reference });
  const lines = list.flatMap((o, index) =>
    Array.from({ length: o.services ?? 1 }, (_, position) => ({
      orderId: inserted[index]!.id,
      position,
      serviceId: '00000000-0000-4000-8000-000000000001',
      name: { ar: 'تنظيف', en: 'Cleaning', fr: 'Nettoyage' },
      unit: 'visit',
      quantity: 1,
      minQuantity: 1,
      unitPrice: 10_000,
      amount: 10_000,
    })),
  );
  if (lines.length > 0) await scope.insert(orderServices).values(lines);
  return new Map(inserted.map((row) => [row.reference, row.id]));
}
