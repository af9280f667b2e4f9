import { OPS_QUEUE_ENDPOINTS as q } from '@portal/shared/contract';
import { describe, expect, it } from 'vitest';
import { OPS_CONSOLE_RULES as rules } from './ops-rules';

// One decision rule guards both buttons of a queue (confirm/approve/pay and reject): the two endpoints must ask for
// the same rule, and the list the page reads for the route's rule.
describe('console rules from the contract', () => {
  it('are the rules of the endpoints each page reads and calls', () => {
    expect(rules.transfersRead).toEqual(q.listTransfers.access.ops);
    expect([q.confirmTransfer, q.rejectTransfer].map((e) => e.access.ops)).toEqual([
      rules.transfersDecide,
      rules.transfersDecide,
    ]);
    expect(rules.quotationsRead).toEqual(q.listQuotations.access.ops);
    expect([q.approveQuotation, q.rejectQuotation].map((e) => e.access.ops)).toEqual([
      rules.quotationsDecide,
      rules.quotationsDecide,
    ]);
    expect(rules.refundsRead).toEqual(q.listRefunds.access.ops);
    expect([q.payRefund, q.rejectRefund].map((e) => e.access.ops)).toEqual([rules.refundsDecide, rules.refundsDecide]);
  });
});
