import { uuidField } from '@portal/contract';
import * as v from 'valibot';

// The path parameters of the provider order API; the ops order API's requests are declared in the contract
// (contract/src/ops-order-endpoints.ts).

export const orderIdParams = v.object({ id: uuidField });
