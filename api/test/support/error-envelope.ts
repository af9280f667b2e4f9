import { expect } from 'vitest';

/** The envelope of a refused request as the API answers it: its status, message and data, and the request's id. */
export const errorEnvelope = (status: number, message: unknown, data: unknown = null) => ({
  status,
  message,
  data,
  requestId: expect.any(String),
});
