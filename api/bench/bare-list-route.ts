import { createHash } from 'node:crypto';
import Fastify from 'fastify';
import { listeningPort } from './bench-app';
import type { Exec } from './orders-list-seed';

// What the bare routes of the list benchmarks (./branches-list-bare, ./orders-list-bare) share: a Fastify GET on the
// driver that finds the caller's company from the bearer token in one query (401 without), runs the page and the
// count its list writes, and answers the app's envelope ({ status, message, data: { items, total, page, perPage } }).

export type BareQuery = Record<string, string | undefined>;

/** One list's SQL for a caller's page: `$1` is the caller's company. */
export interface BareList {
  rowsSql: string;
  countSql: string;
  params: unknown[];
}

/** The bare route at `path` on a random port; `parallel` runs the page and the count at once (a pool has the connections). */
export async function startBareList(
  exec: Exec,
  path: string,
  parallel: boolean,
  list: (companyId: unknown, query: BareQuery, page: number, perPage: number) => BareList,
  item: (row: Record<string, unknown>) => unknown,
) {
  const app = Fastify({ logger: false });
  app.get(path, async (request, reply) => {
    const token = request.headers.authorization?.replace(/^Bearer /, '') ?? '';
    const caller = await exec(
      `select m.company_id from sessions s join memberships m on m.user_id = s.user_id
       where s.token_hash = $1 and s.revoked_at is null order by m.created_at limit 1`,
      [createHash('sha256').update(token).digest('hex')],
    );
    const companyId = caller.rows[0]?.company_id;
    if (!companyId) return reply.code(401).send({ status: 401, message: 'Unauthenticated', data: null });
    const query = request.query as BareQuery;
    const page = Number(query.page ?? 1);
    const perPage = Number(query.perPage ?? 10);
    const { rowsSql, countSql, params } = list(companyId, query, page, perPage);
    const [rows, count] = parallel
      ? await Promise.all([exec(rowsSql, params), exec(countSql, params)])
      : [await exec(rowsSql, params), await exec(countSql, params)];
    return {
      status: 200,
      message: '',
      data: { items: rows.rows.map((r) => item(r)), total: count.rows[0]?.total, page, perPage },
    };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { url: `http://127.0.0.1:${listeningPort(app)}${path}`, close: () => app.close() };
}
