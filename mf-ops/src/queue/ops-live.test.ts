import { OPS_QUEUES_KEY } from '@portal/shared';
import { OPS_QUEUE_CHANGED_EVENT } from '@portal/shared/contract';
import { describe, expect, it } from 'vitest';
import { opsRoutes } from '../routes';
import { keysOf } from './ops-live';
import { COMPANIES_KEY, INBOX_KEY, QUOTATIONS_KEY, REFUNDS_KEY, TRANSFERS_KEY } from './queue-keys';

// Issue 27.3 (ADR 0044): each event of the ops stream makes stale the list it adds to and the navigation's counts,
// which every queue's entry, the inbox's and the verification queue's included, shows.

const item = (queue: string) => ({ type: OPS_QUEUE_CHANGED_EVENT, data: { queue } });

describe('the console live', () => {
  it('reads again the queue a new item joins, or the inbox for a message, and the counts always', () => {
    expect(keysOf(item('transfers_pending'))).toEqual([TRANSFERS_KEY, OPS_QUEUES_KEY]);
    expect(keysOf(item('quotations_awaiting'))).toEqual([QUOTATIONS_KEY, OPS_QUEUES_KEY]);
    expect(keysOf(item('refunds_pending'))).toEqual([REFUNDS_KEY, OPS_QUEUES_KEY]);
    expect(keysOf(item('companies_to_verify'))).toEqual([COMPANIES_KEY, OPS_QUEUES_KEY]);
    expect(keysOf({ type: 'TECHNICAL_SUPPORT', data: {} })).toEqual([INBOX_KEY, OPS_QUEUES_KEY]);
    expect(keysOf({ type: 'ORDER_NEW_MESSAGE', data: {} })).toEqual([INBOX_KEY, OPS_QUEUES_KEY]);
    expect(keysOf(item('coffee'))).toEqual([OPS_QUEUES_KEY]);
  });

  it('counts the inbox’s unread conversations and the companies to verify in the navigation', () => {
    expect(opsRoutes.routes.inbox?.navigation?.badge).toEqual({ count: 'conversations_unread' });
    expect(opsRoutes.routes.verification?.navigation?.badge).toEqual({ count: 'companies_to_verify' });
  });
});
