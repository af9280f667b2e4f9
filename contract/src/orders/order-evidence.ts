import * as v from 'valibot';
import { trilingualNameSchema } from '../areas';

// Completion evidence (issue 11 "evidence-gated completion", ADR 0010 amendment): before/after photos and the
// provider's checklist. The checklist is not stored as a list: its items are derived from the order's services
// (one item per catalog service, so an approved service change adds its item) plus the standard items below; only
// the provider's ticks are stored, by item key. `complete` needs every current item ticked and ≥ 1 photo.

export const EVIDENCE_STAGES = ['before', 'after'] as const;
export type EvidenceStage = (typeof EVIDENCE_STAGES)[number];

/** Ticked on every visit, whatever the services. */
export const STANDARD_CHECKLIST_ITEMS = ['work_tested', 'area_cleaned', 'client_walkthrough'] as const;
export type StandardChecklistItem = (typeof STANDARD_CHECKLIST_ITEMS)[number];

const SERVICE_ITEM = 'service:';

/** The item keys of an order's checklist: its services (in order, once each), then the standard items. */
export function checklistKeys(services: readonly { service_id: string }[]): string[] {
  const serviceKeys = [...new Set(services.map((service) => `${SERVICE_ITEM}${service.service_id}`))];
  return [...serviceKeys, ...STANDARD_CHECKLIST_ITEMS];
}

/** The catalog service of a service item's key, null for a standard item. */
export const serviceOfChecklistKey = (key: string): string | null =>
  key.startsWith(SERVICE_ITEM) ? key.slice(SERVICE_ITEM.length) : null;

export const CHECKLIST_NOTE_MAX = 500;

export const orderChecklistItemSchema = v.object({
  /** `service:<catalog service id>` or a standard item (STANDARD_CHECKLIST_ITEMS). */
  key: v.string(),
  kind: v.picklist(['service', 'standard']),
  /** The service's name for a service item (the UI labels standard items itself). */
  name: v.nullable(trilingualNameSchema),
  done: v.boolean(),
  note: v.nullable(v.string()),
  checked_by: v.nullable(v.string()),
  checked_at: v.nullable(v.string()),
});
export type OrderChecklistItem = v.InferOutput<typeof orderChecklistItemSchema>;

export const orderEvidencePhotoSchema = v.object({
  id: v.string(),
  stage: v.picklist(EVIDENCE_STAGES),
  /** Path under /api/v1 serving the image to members allowed to read the order (fetch with the session). */
  url: v.string(),
  created_at: v.string(),
});
export type OrderEvidencePhoto = v.InferOutput<typeof orderEvidencePhotoSchema>;

/** The order page's evidence section and the provider's checklist screen. */
export const orderEvidenceSchema = v.object({
  photos: v.array(orderEvidencePhotoSchema),
  checklist: v.array(orderChecklistItemSchema),
  /** Every item ticked (the checklist half of the `complete` guard). */
  checklist_complete: v.boolean(),
});
export type OrderEvidence = v.InferOutput<typeof orderEvidenceSchema>;

/** POST providers/orders/:id/checklist: ticks (or unticks) items, with an optional note each. */
export const orderChecklistBodySchema = v.object({
  items: v.pipe(
    v.array(
      v.object({
        key: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(80)),
        done: v.boolean(),
        note: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(CHECKLIST_NOTE_MAX)))),
      }),
    ),
    v.minLength(1),
    v.maxLength(60),
  ),
});
export type OrderChecklistBody = v.InferOutput<typeof orderChecklistBodySchema>;
