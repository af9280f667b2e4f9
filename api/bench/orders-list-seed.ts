// Seeds a company's orders for the orders-list benchmark (issue 11 §8) in a few statements of SQL
// (generate_series), on PGlite or a PostgreSQL server alike: branches, then orders spread over about two years of
// creation dates with the mix a real company has (mostly rated/completed, some canceled or failed, the last two
// weeks still in flight), visit dates 0–14 days after creation, 1–3 service lines each, and payment columns that
// agree with the status (paid when done, partial after the advance, none when canceled).

export type Exec = (text: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

export interface SeedCompany {
  companyId: string;
  customerId: string;
  customerName: string;
  /** Orders to create; the first `branches` get them spread evenly. */
  orders: number;
  branches: number;
  /** Reference counter offset, so two companies never show the same references. */
  referenceStart: number;
  now: Date;
}

const SERVICE_NAMES = [
  { ar: 'تنظيف', en: 'Cleaning', fr: 'Nettoyage' },
  { ar: 'مكافحة حشرات', en: 'Pest control', fr: 'Lutte antiparasitaire' },
  { ar: 'صيانة تكييف', en: 'AC maintenance', fr: 'Entretien de climatisation' },
];

/**
 * Runs `load` with the secondary indexes of orders and order_services dropped, then builds them again: one build
 * after a bulk load is several times faster than 100,000 index insertions (PGlite: most of the seeding time).
 * Constraint indexes (primary keys, unique) stay.
 */
export async function withoutSecondaryIndexes(exec: Exec, load: () => Promise<void>): Promise<void> {
  const { rows } = await exec(
    `select indexname, indexdef from pg_indexes
     where tablename in ('orders', 'order_services') and indexname not in (select conname from pg_constraint)`,
  );
  for (const row of rows) await exec(`drop index "${String(row.indexname)}"`);
  await load();
  for (const row of rows) await exec(String(row.indexdef));
}

export async function seedBenchOrders(exec: Exec, company: SeedCompany): Promise<void> {
  await exec(
    `insert into branches (company_id, name, code, city_id, address)
     select $1, 'Branch ' || lpad(g::text, 3, '0') || ' Riyadh', 'BR' || lpad(g::text, 3, '0'),
            (select id from cities order by code limit 1), 'Street ' || g
     from generate_series(1, $2::int) g`,
    [company.companyId, company.branches],
  );
  await exec('select setseed(0.42)');
  // Creation times step back ~9 minutes per order from `now`; the reference counter grows with time.
  await exec(
    `with b as (
       select array_agg(id order by code) ids, array_agg(name order by code) names,
              array_agg(code order by code) codes, count(*)::int n
       from branches where company_id = $1
     ),
     r as (
       select g, $3::timestamptz - g * interval '9 minutes' - random() * interval '8 minutes' created,
              1 + floor(random() * b.n)::int bi, random() rs, random() rt, random() rp,
              floor(random() * 15)::int days, floor(random() * 8)::int slot,
              (5000 + floor(random() * 95000))::bigint subtotal, random() < 0.1 discounted
       from generate_series(1, $2::int) g, b
     ),
     s as (
       select r.*,
         case when r.created > $3::timestamptz - interval '14 days' then
           (array['created','confirmed','assigned','advance_payment_paid','on_the_way','arrived','in_progress',
                  'completed','canceled','on_hold'])[1 + floor(r.rs * 10)::int]
         else case when r.rs < 0.55 then 'rated' when r.rs < 0.8 then 'completed' when r.rs < 0.92 then 'canceled'
                   when r.rs < 0.97 then 'failed' else 'assign_provider_failed' end
         end status,
         case when r.rt < 0.7 then 'onetime' when r.rt < 0.9 then 'package' when r.rt < 0.97 then 'offer'
              else 'warranty' end type,
         case when r.discounted then r.subtotal / 10 else 0 end disc
       from r
     ),
     m as (
       select s.*,
         case when s.type = 'package' then null
              else (array['wallet','credit_card','transfer','cash'])[1 + floor(s.rp * 4)::int] end method,
         (s.subtotal - s.disc) * 15 / 100 vat_amount,
         ((s.created at time zone 'Asia/Riyadh')::date + s.days) visit
       from s
     ),
     p as (
       select m.*, m.subtotal - m.disc + m.vat_amount total,
         case when m.status in ('completed','rated') then m.subtotal - m.disc + m.vat_amount
              when m.status in ('advance_payment_paid','on_the_way','arrived','in_progress')
                then (m.subtotal - m.disc + m.vat_amount) / 2
              else 0 end paid
       from m
     )
     insert into orders (company_id, reference, type, status, services_status, customer_id, customer_name,
       branch_id, branch_name, branch_code, address, visit_date, time, end_time, shift, starts_at, ends_at,
       subtotal, discount, vat, total, total_paid, total_due, payment_status, payment_method, payment_type,
       rating_stars, rated_at, created_by, created_at, updated_at)
     select $1, 'ORD-' || extract(year from p.created at time zone 'Asia/Riyadh')::int || '-'
                || lpad(($4::int + $2::int - p.g + 1)::text, 6, '0'),
       p.type, p.status, 'original', $5, $6, b.ids[p.bi], b.names[p.bi], b.codes[p.bi], 'Street ' || p.bi,
       p.visit, lpad((8 + p.slot)::text, 2, '0') || ':00', lpad((9 + p.slot)::text, 2, '0') || ':00',
       case when p.slot < 4 then 'morning' else 'evening' end,
       (p.visit + make_time(8 + p.slot, 0, 0)) at time zone 'Asia/Riyadh',
       (p.visit + make_time(9 + p.slot, 0, 0)) at time zone 'Asia/Riyadh',
       p.subtotal, p.disc, p.vat_amount, p.total, p.paid, p.total - p.paid,
       case when p.type = 'package' then 'none'
            when p.paid >= p.total then (case when p.method = 'cash' then 'collected' else 'paid' end)
            when p.paid > 0 then 'partial'
            when p.status in ('canceled','failed','assign_provider_failed') then 'none'
            else 'unpaid' end,
       p.method,
       case when p.paid = 0 then null when p.paid < p.total then 'advance' else 'final' end,
       case when p.status = 'rated' then 1 + floor(p.rp * 5)::int end,
       case when p.status = 'rated' then p.created + interval '3 days' end,
       $5, p.created, p.created
     from p, b`,
    [
      company.companyId,
      company.orders,
      company.now.toISOString(),
      company.referenceStart,
      company.customerId,
      company.customerName,
    ],
  );
  await exec(
    `insert into order_services (company_id, order_id, position, service_id, name, unit, quantity, min_quantity,
       unit_price, amount)
     select o.company_id, o.id, l, ('00000000-0000-4000-8000-00000000000' || l)::uuid, ($2::jsonb)->(l - 1),
            'visit', 1, 1, o.subtotal / (1 + abs(hashtext(o.reference)) % 3), o.subtotal / (1 + abs(hashtext(o.reference)) % 3)
     from orders o, generate_series(1, 1 + abs(hashtext(o.reference)) % 3) l
     where o.company_id = $1`,
    [company.companyId, JSON.stringify(SERVICE_NAMES)],
  );
}
