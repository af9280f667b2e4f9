import { rescheduleOrderBodySchema, uuidField } from '@portal/contract';
import * as v from 'valibot';

// Requests of the ops order API that only the API reads (no form builds them).

export const orderIdParams = v.object({ id: uuidField });
export const opsProviderListSchema = v.array(
  v.object({ id: v.string(), name: v.string(), phone: v.nullable(v.string()), has_account: v.boolean() }),
);
/** POST ops/orders/:id/reschedule: the company's reschedule body without the order id (it is in the path). */
export const opsRescheduleBodySchema = v.omit(rescheduleOrderBodySchema, ['order_id']);
export type OpsRescheduleBody = v.InferOutput<typeof opsRescheduleBodySchema>;
