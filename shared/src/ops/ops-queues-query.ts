import { OPS_ENDPOINTS, type OpsQueue, type OpsQueueKey } from '@portal/contract';
import { queryOptions } from '@tanstack/react-query';
import { endpointQuery } from '../http/endpoint-client';

// GET ops/queues (issue 27.3), one query for the whole portal: the shell's navigation badges read it and the ops
// console invalidates it after each decision. Ops have no event stream: new items show at the next look, every half
// minute and when the window regains focus.

/** The key the console invalidates after a decision (the shared query client is one instance). */
export const OPS_QUEUES_KEY = ['ops', 'queues'] as const;
const REFRESH_MS = 30_000;

/** The queue counts, read only when the user may (an ops account with read ops_overview). */
export const opsQueuesQuery = () =>
  queryOptions({
    ...endpointQuery(OPS_ENDPOINTS.queues, undefined, { key: OPS_QUEUES_KEY }),
    refetchInterval: REFRESH_MS,
  });

/** The count of each queue the answer lists (a queue the roles may not read is absent: 0). */
export function queueCount(queues: readonly OpsQueue[] | undefined, key: OpsQueueKey): number {
  return queues?.find((queue) => queue.key === key)?.count ?? 0;
}
