import { uuidField } from '@portal/contract';
import * as v from 'valibot';

// Requests of the ops order API that only the API reads (no form builds them).

export const orderIdParams = v.object({ id: uuidField });
export const assignProviderBodySchema = v.object({ provider_id: uuidField });
export const opsProviderListSchema = v.array(
  v.object({ id: v.string(), name: v.string(), phone: v.nullable(v.string()), has_account: v.boolean() }),
);
