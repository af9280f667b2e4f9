import { parseArgs } from 'node:util';
import { DEMO_OPS_PHONE, DEMO_OWNER_PHONE } from '../seed/seed-demo';
import { SECOND_COMPANY_OWNER_PHONE } from '../seed/seed-ops-queues';
import { fetchTransport } from './portal-client';
import { Simulator } from './simulator';

// `npm run simulate [-- --once] [-- --interval 3] [-- --api http://127.0.0.1:8090]`: drives the orders of a running
// portal (`npm start`, then `npm run seed` for the demo orders) through the ops and provider APIs. Without --once it
// keeps going, one pass every interval, until stopped (Ctrl+C); every few passes one of the two demo companies
// uploads a bank transfer or writes to support, so the ops queues keep moving.

const { values } = parseArgs({
  options: {
    once: { type: 'boolean', default: false },
    interval: { type: 'string', default: '3' },
    api: { type: 'string', default: process.env.API_URL ?? `http://127.0.0.1:${process.env.PORT ?? '8090'}` },
  },
});
const seconds = Number(values.interval);
if (!Number.isFinite(seconds) || seconds < 0) throw new Error('--interval: seconds, 0 or more');

const simulator = new Simulator({
  send: fetchTransport(values.api),
  opsPhone: DEMO_OPS_PHONE,
  companyPhones: [DEMO_OWNER_PHONE, SECOND_COMPANY_OWNER_PHONE],
  pauseMs: seconds * 1000,
  log: (line) => console.log(`${new Date().toISOString().slice(11, 19)}  ${line}`),
});

console.log(`Simulating against ${values.api} (a step every ${seconds} s${values.once ? ', one pass' : ''})`);
for (;;) {
  const steps = await simulator.pass();
  if (values.once) {
    console.log(`One pass done: ${steps} steps.`);
    break;
  }
  if (steps === 0) console.log('Nothing to move right now; looking again shortly.');
  await new Promise((resolve) => setTimeout(resolve, Math.max(seconds, 1) * 1000 * 3));
}
