// POST ops/orders/:id/proposals and providers/orders/:id/proposals read the same body, declared with the ops
// order endpoints in the contract (contract/src/ops-order-endpoints.ts; the provider's: ORDER_PROVIDER_ENDPOINTS).
export type { ProposeBody } from '@portal/contract';
