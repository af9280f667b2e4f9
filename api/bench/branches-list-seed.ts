import type { Exec } from './orders-list-seed';

// Seeds a company's branches for the branch-list benchmark (issue 15 §4, §7) in two statements of SQL
// (generate_series), on PGlite or a PostgreSQL server alike: `count` branches in Riyadh with a property type, an
// area on every other one, sizes and floors, created ~1 minute apart, and 0–3 units on each.
export async function seedBenchBranches(exec: Exec, companyId: string, count: number, now: Date): Promise<void> {
  await exec('select setseed(0.17)');
  await exec(
    `with c as (select id from cities where code = 'riyadh' or name_en = 'Riyadh' order by code limit 1),
          a as (select array_agg(a.id order by a.code) ids from areas a, c where a.city_id = c.id),
          t as (select array_agg(id order by code) ids from property_types)
     insert into branches (company_id, name, code, address, property_type_id, building_number, size_m2, floors,
       building_age_years, city_id, area_id, created_at, updated_at)
     select $1, 'Branch ' || lpad(g::text, 6, '0') || ' ' || (array['Olaya','Malaz','Sulay','Nakheel'])[1 + g % 4],
       'B' || lpad(g::text, 6, '0'), 'Street ' || (g % 977) || ' Riyadh', t.ids[1 + g % coalesce(array_length(t.ids, 1), 1)],
       (1000 + g % 9000)::text, (50 + floor(random() * 5000))::numeric, 1 + floor(random() * 20)::int,
       floor(random() * 40)::int, c.id, case when g % 2 = 0 then a.ids[1 + g % coalesce(array_length(a.ids, 1), 1)] end,
       $3::timestamptz - g * interval '1 minute', $3::timestamptz - g * interval '1 minute'
     from generate_series(1, $2::int) g, c, a, t`,
    [companyId, count, now.toISOString()],
  );
  await exec(
    `insert into units (company_id, branch_id, name)
     select b.company_id, b.id, 'Unit ' || n from branches b, generate_series(1, abs(hashtext(b.code)) % 4) n
     where b.company_id = $1`,
    [companyId],
  );
  await exec('vacuum analyze branches');
  await exec('vacuum analyze units');
}
