import {
  messageKey,
  ORDER_PROVIDER_ENDPOINTS,
  type OrderOperationResult,
  type OrderStatus,
  PROVIDER_ON_SITE_STATUSES,
  RECEIPT_MAX_BYTES,
} from '@portal/contract';
import { eq } from 'drizzle-orm';
import { files, orderEvidence, orders } from '../../../platform/db/schema/index';
import { displayFileName } from '../../../platform/files/display-name';
import { detectFileType } from '../../../platform/files/file-type';
import { checkedImageSize } from '../../../platform/files/image-check';
import type { FileStorage } from '../../../platform/files/storage/storage';
import type { Upload } from '../../../platform/files/upload';
import { AppError, fieldError } from '../../../platform/http/app-error';
import type { SignedInContext } from '../../../platform/http/request-context';
import { operationResult } from '../operations/operation-result';
import { providerActor } from '../operations/order-actors';
import { announceOrderChange } from '../order-change-event';
import { logOrder } from '../order-log';
import { lockOrder, refusedTransition } from '../run-transition';
import { currentProvider, providerOrderScope } from './provider-account';
import { NO_KEY, providerOnce, type SentKey } from './provider-once';

// Completion evidence (issue 11 "evidence-gated completion"): photos the provider attaches on site, checked by their
// content (PNG, JPEG by the magic bytes, never the client's name or type; then a whole image of a sane size,
// platform/files/image-check.ts), stored under FILES_DIR like every upload. `complete`
// needs at least one (guard evidence_attached) and the checklist (./provider-checklist).

export const EVIDENCE_MAX_BYTES = RECEIPT_MAX_BYTES;
const MAX_MB = EVIDENCE_MAX_BYTES / (1024 * 1024);
/** Where evidence can be added: the provider is on site, the order not yet completed. */
export const ON_SITE = PROVIDER_ON_SITE_STATUSES;
const STAGES = ['before', 'after'] as const;
/** Photos one order may hold (issue 26.6): a before/after set is a handful; this bounds what a provider can pile up. */
const MAX_EVIDENCE_PER_ORDER = 30;

const photoError = (status: number, message: string) =>
  new AppError(status, status === 413 ? 'errors.payload_too_large' : 'errors.validation', {
    fields: { photo: [message] },
  });

/** The saved bytes (at most EVIDENCE_MAX_BYTES, the upload's limit) to check the image's structure. */
async function readStored(store: FileStorage, storageKey: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await store.open(storageKey)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function attachEvidence(
  ctx: SignedInContext,
  store: FileStorage,
  orderId: string,
  upload: Upload | undefined,
  sent: SentKey = NO_KEY,
): Promise<OrderOperationResult> {
  const provider = await currentProvider(ctx);
  const scope = await providerOrderScope(provider, orderId);
  if (upload?.fieldname !== 'photo') {
    upload?.file.resume();
    throw photoError(422, messageKey('validation.file_required'));
  }
  const stage = upload.fields.stage ?? 'after';
  if (!(STAGES as readonly string[]).includes(stage)) {
    upload.file.resume();
    throw new AppError(422, 'errors.validation', { fields: { stage: [messageKey('validation.invalid')] } });
  }
  const stored = await store.save(upload.file);
  const mime = detectFileType(stored.head);
  if (upload.file.truncated || (mime !== 'image/png' && mime !== 'image/jpeg')) {
    await store.remove(stored.storageKey);
    throw upload.file.truncated
      ? photoError(413, messageKey('validation.file_size', { n: MAX_MB }))
      : photoError(422, 'orders.op.evidence_type');
  }
  if (!checkedImageSize(await readStored(store, stored.storageKey), mime)) {
    await store.remove(stored.storageKey);
    throw photoError(422, 'orders.op.evidence_unreadable');
  }
  // The same photo (by its bytes) for the same order and stage: a replayed key answers the first upload, and the
  // bytes just saved are not the order's photo.
  let replayed = false;
  const onReplay = () => {
    replayed = true;
    sent.onReplay?.();
  };
  const action = {
    sent: { ...sent, onReplay },
    declaration: ORDER_PROVIDER_ENDPOINTS.evidence,
    request: { orderId, stage, sha256: stored.sha256 },
  };
  try {
    const answer = await providerOnce(ctx, scope, action, async (tx) => {
      const order = await lockOrder(tx, orderId);
      if (!ON_SITE.includes(order.status as OrderStatus)) {
        throw refusedTransition('orders.refused.not_allowed', order.status as OrderStatus);
      }
      // Counted under the order's row lock: two uploads at once cannot both take the last place.
      if ((await tx.count(orderEvidence, eq(orderEvidence.orderId, orderId))) >= MAX_EVIDENCE_PER_ORDER) {
        throw fieldError('photo', 'orders.op.evidence_limit', { n: MAX_EVIDENCE_PER_ORDER });
      }
      const [file] = await tx
        .insert(files)
        .values({
          // One kind for every order photo (migration 0023 keeps the kind unique for the certificates only).
          kind: 'order_evidence',
          storageKey: stored.storageKey,
          originalName: displayFileName(upload.filename, 'photo'),
          mime,
          size: stored.size,
          sha256: stored.sha256,
          uploadedBy: ctx.actor.userId,
          createdAt: ctx.now,
        })
        .returning({ id: files.id });
      await tx.insert(orderEvidence).values({
        orderId,
        fileId: file!.id,
        stage,
        uploadedBy: ctx.actor.userId,
        createdAt: ctx.now,
      });
      const by = providerActor(provider.userId, provider.name);
      await logOrder(tx, orderId, by, 'evidence_attached', { file_id: file!.id, stage }, ctx.now);
      await tx.update(orders, { updatedAt: ctx.now }, eq(orders.id, orderId));
      await announceOrderChange(tx, order, 'evidence_attached', ctx.now);
      return operationResult(tx, ctx.lang, orderId, ctx.t('orders.op.evidence_added'));
    });
    if (replayed) await store.remove(stored.storageKey);
    return answer;
  } catch (error) {
    await store.remove(stored.storageKey);
    throw error;
  }
}
