import {
  EVIDENCE_STAGES,
  type EvidenceStage,
  ORDER_PATHS,
  type OrderEvidence,
  PROVIDER_VISIT_PATHS,
} from '@portal/contract';
import { asc, eq } from 'drizzle-orm';
import { files, orderEvidence } from '../../../platform/db/schema/index';
import type { CompanyScope } from '../../../platform/db/scoped-db';
import { notFound } from '../../../platform/http/app-error';
import { checklistComplete, checklistOf } from './order-checklist';

// The evidence of one order (photos before/after, checklist) as the order page and the provider read it. Photo
// URLs point at the reader's route: the company's (company/orders/order/:reference/evidence/:id/photo, which checks
// the order's company and branch like the order page) or the provider's (PROVIDER_VISIT_PATHS.evidencePhoto, its
// own orders only).

const STAGE_ORDER: readonly string[] = EVIDENCE_STAGES;

type PhotoUrl = (order: { id: string; reference: string }, photoId: string) => string;

const companyPhotoUrl: PhotoUrl = (order, id) =>
  `/api/v1/${ORDER_PATHS.evidencePhoto.replace(':reference', encodeURIComponent(order.reference)).replace(':id', id)}`;

export const providerPhotoUrl: PhotoUrl = (order, id) =>
  `/api/v1/${PROVIDER_VISIT_PATHS.evidencePhoto.replace(':id', order.id).replace(':photoId', id)}`;

export async function evidenceOf(
  scope: CompanyScope,
  order: { id: string; reference: string },
  photoUrl: PhotoUrl = companyPhotoUrl,
): Promise<OrderEvidence> {
  const photos = await scope
    .select({ id: orderEvidence.id, stage: orderEvidence.stage, createdAt: orderEvidence.createdAt })
    .from(orderEvidence, eq(orderEvidence.orderId, order.id))
    .orderBy(asc(orderEvidence.createdAt), asc(orderEvidence.id));
  const checklist = await checklistOf(scope, order.id);
  // Before photos first, then after, each in the order they were taken.
  const byStage = [...photos].sort((a, b) => STAGE_ORDER.indexOf(a.stage) - STAGE_ORDER.indexOf(b.stage));
  return {
    photos: byStage.map((photo) => ({
      id: photo.id,
      stage: photo.stage as EvidenceStage,
      url: photoUrl(order, photo.id),
      created_at: new Date(photo.createdAt).toISOString(),
    })),
    checklist,
    checklist_complete: checklistComplete(checklist),
  };
}

/** The stored file of one photo of the order (404 when it is not this order's). */
export async function evidenceFile(scope: CompanyScope, orderId: string, evidenceId: string) {
  const [evidence] = await scope
    .select({ fileId: orderEvidence.fileId, stage: orderEvidence.stage })
    .from(orderEvidence, eq(orderEvidence.orderId, orderId), eq(orderEvidence.id, evidenceId));
  const [file] = evidence
    ? await scope
        .select({ storageKey: files.storageKey, mime: files.mime, size: files.size })
        .from(files, eq(files.id, evidence.fileId))
    : [];
  if (!evidence || !file) throw notFound();
  return { ...file, stage: evidence.stage };
}
