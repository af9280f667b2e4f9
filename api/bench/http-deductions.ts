// Wallet deductions as the portal sends them (POST deductFromWallet with an Idempotency-Key, real HTTP, one keep-alive
// connection), and a company funded to pay for them: shared by bench:cost and bench:profile (issue 29.5).
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { post, rechargePlan } from '../src/money/ledger/index';
import type { Database } from '../src/platform/db/database';
import { companyScope } from '../src/platform/db/scoped-db';
import type { startBenchApp } from './bench-app';
import { signUp } from './bench-sign-up';
import type { Exec } from './orders-list-seed';

/** One deduction of 1 SAR at a time; `once` resolves with its time from send to the answer's end. */
export function deductionClient(base: string, token: string) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const once = () =>
    new Promise<number>((resolve, reject) => {
      const started = performance.now();
      const request = http.request(
        `${base}/api/v1/company/wallets/deductFromWallet`,
        {
          method: 'POST',
          agent,
          headers: {
            authorization: `Bearer ${token}`,
            'content-type': 'application/json',
            'idempotency-key': randomBytes(12).toString('hex'),
          },
        },
        (response) => {
          response.on('data', () => {});
          response.on('end', () =>
            response.statusCode === 201
              ? resolve(performance.now() - started)
              : reject(new Error(`deduction answered ${response.statusCode}`)),
          );
        },
      );
      request.on('error', reject);
      request.end(JSON.stringify({ amount: 100 }));
    });
  return { once, close: () => agent.destroy() };
}

/** A new company whose wallet holds `deductions` SAR (a bank deposit), for that many 1-SAR deductions. */
export async function fundedCompany(
  app: Awaited<ReturnType<typeof startBenchApp>>['app'],
  database: Database,
  exec: Exec,
  name: string,
  deductions: number,
) {
  const company = await signUp(app, exec, name);
  const scope = companyScope(database.db, { companyId: company.companyId, membershipId: null });
  await scope.transaction((tx) =>
    post(tx, {
      type: 'deposit',
      description: { ar: 'رصيد', en: 'Funds', fr: 'Fonds' },
      createdAt: new Date(),
      postings: rechargePlan(deductions * 100, 0, 'bank_clearing'),
    }),
  );
  return company;
}
