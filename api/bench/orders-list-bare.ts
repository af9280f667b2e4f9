import { type BareList, type BareQuery, startBareList } from './bare-list-route';
import type { Exec } from './orders-list-seed';

// The reference of the orders-list benchmark: the same page served by a bare Fastify route with hand-written SQL
// on the driver itself (node-postgres on the server, PGlite's own query on PGlite): the least a real endpoint does
// — one query from the bearer token to the caller's company, then the page and the count (the same sources as the
// app's statement: the count from order_list_counts when only its columns are filtered) — without the app's
// abilities, role permissions, branch limit, validation, company scope or query builder. Same rows, same JSON
// shape ({ status, message, data: { items, total, page, perPage } }) as GET /api/v1/company/orders/order.

type Row = Record<string, unknown> & { created_at: Date; updated_at: Date; rated_at: Date | null };
const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : String(value));

function item(r: Row) {
  return {
    id: r.id,
    reference: r.reference,
    type: r.type,
    status: r.status,
    previous_status: r.previous_status,
    sub_status: r.sub_status,
    services_status: r.services_status,
    customer: { id: r.customer_id ?? '', name: r.customer_name },
    branch: { id: r.branch_id, name: r.branch_name, code: r.branch_code },
    location: { address: r.address, area: r.area, latitude: r.latitude, longitude: r.longitude },
    date: typeof r.visit_date === 'string' ? r.visit_date : iso(r.visit_date).slice(0, 10),
    time: r.time,
    end_time: r.end_time,
    shift: r.shift,
    provider: r.provider_id ? { id: r.provider_id, name: r.provider_name, phone: r.provider_phone } : null,
    package_reference: r.package_reference,
    coupon_code: r.coupon_code,
    notes: r.notes,
    client_note: r.client_note,
    subtotal: Number(r.subtotal),
    discount: Number(r.discount),
    vat: Number(r.vat),
    total: Number(r.total),
    total_paid: Number(r.total_paid),
    total_due: Number(r.total_due),
    payment_status: r.payment_status,
    payment_method: r.payment_method,
    payment_type: r.payment_type,
    gateway: r.gateway,
    rating: r.rating_stars ? { stars: r.rating_stars, comment: r.rating_comment, rated_at: iso(r.rated_at) } : null,
    reason: r.reason,
    created_at: iso(r.created_at),
    updated_at: iso(r.updated_at),
    services_count: Number(r.services_count),
  };
}

/** A bare server; `parallel` runs the page and the count at once (a pool has the connections). */
export function startBareServer(exec: Exec, parallel: boolean) {
  return startBareList(exec, '/orders', parallel, orderList, (r) => item(r as Row));
}

function orderList(companyId: unknown, query: BareQuery, page: number, perPage: number): BareList {
  const params: unknown[] = [companyId];
  const where = ['o.company_id = $1'];
  if (query.status) where.push(`o.status = $${params.push(query.status)}`);
  if (query.date_from) where.push(`o.visit_date >= $${params.push(query.date_from)}`);
  if (query.date_to) where.push(`o.visit_date <= $${params.push(query.date_to)}`);
  const q = query.q?.trim().toUpperCase();
  if (q && /^ORD-\d{4}-\d{6,}$/.test(q)) where.push(`o.reference = $${params.push(q)}`);
  else if (q) {
    const n = params.push(`%${q}%`);
    where.push(
      `(o.reference like $${n} or o.branch_id in (select id from branches where company_id = $1 and (name ilike $${n} or code ilike $${n})))`,
    );
  }
  const filter = where.join(' and ');
  // The same plan choice as the app: a visit-date range is sorted, anything else walks the creation index.
  const nulls = query.date_from && query.date_to ? 'first' : 'last';
  const rowsSql = `select o.*, p.name provider_name, p.phone provider_phone,
      (select count(*) from order_services s where s.order_id = o.id) services_count
    from orders o left join providers p on p.id = o.provider_id where ${filter}
    order by o.created_at desc nulls ${nulls}, o.id desc nulls ${nulls} limit ${perPage} offset ${(page - 1) * perPage}`;
  // The same count as the app: with only the columns order_list_counts groups by filtered (here: status), a sum
  // over that table's few rows (kept by triggers, migration 0013); else counting the matching orders.
  const countsOnly = !q && !query.date_from && !query.date_to;
  const countSql = countsOnly
    ? `select coalesce(sum(o.orders), 0)::int total from order_list_counts o where ${filter}`
    : `select count(*)::int total from orders o where ${filter}`;
  return { rowsSql, countSql, params };
}
