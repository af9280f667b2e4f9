// POST ops/orders/:id/proposals and providers/orders/:id/proposals read the same body, declared with the ops
// order endpoints in the contract (contract/src/ops-order-endpoints.ts).
export { type ProposeBody, proposeBodySchema } from '@portal/contract';
