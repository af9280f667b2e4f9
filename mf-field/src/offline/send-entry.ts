import { callEndpoint, uploadPercent, uploadToEndpoint } from '@portal/shared';
import { IDEMPOTENCY_HEADER, ORDER_PROVIDER_ENDPOINTS, PROVIDER_VISIT_ENDPOINTS } from '@portal/shared/contract';
import type { OutboxEntry } from './outbox-entry';

/**
 * Sends one entry with its Idempotency-Key: the API acts once per key and answers a repeat with the first answer.
 * Silent: the outbox says what happened (waiting, refused), not a toast per attempt.
 */
export function sendEntry(entry: OutboxEntry, onProgress: (percent: number | null) => void): Promise<unknown> {
  const config = { headers: { [IDEMPOTENCY_HEADER]: entry.key }, silent: true };
  const params = { id: entry.orderId };
  switch (entry.kind) {
    case 'step':
      return callEndpoint(
        ORDER_PROVIDER_ENDPOINTS.transition,
        { params, body: { operation: entry.operation } },
        config,
      );
    case 'checklist':
      return callEndpoint(ORDER_PROVIDER_ENDPOINTS.saveChecklist, { params, body: entry.body }, config);
    case 'cash':
      return callEndpoint(PROVIDER_VISIT_ENDPOINTS.collectCash, { params }, config);
    case 'proposal':
      return callEndpoint(ORDER_PROVIDER_ENDPOINTS.propose, { params, body: entry.body }, config);
    case 'photo': {
      const form = new FormData();
      form.append('stage', entry.stage);
      form.append('photo', entry.photo, `${entry.stage}.jpg`);
      return uploadToEndpoint(
        ORDER_PROVIDER_ENDPOINTS.evidence,
        { params, form },
        { ...config, onUploadProgress: (event) => onProgress(uploadPercent(event)) },
      );
    }
  }
}
