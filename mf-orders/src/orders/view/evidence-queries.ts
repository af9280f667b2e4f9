import { api, http } from '@portal/shared';
import { ORDER_PATHS, type OrderEvidence } from '@portal/shared/contract';
import { useQuery } from '@tanstack/react-query';

// The order page's evidence (ORDER_PATHS.evidence, read b2b_orders like the page). Under the orders key, so a
// status change that refreshes the order refreshes the evidence too.

export const evidenceKey = (reference: string) => ['orders', 'evidence', reference] as const;
export const photoKey = (url: string) => ['orders', 'evidence-photo', url] as const;

export const useOrderEvidence = (reference: string, enabled: boolean) =>
  useQuery({
    queryKey: evidenceKey(reference),
    queryFn: () =>
      api.get<OrderEvidence>(
        `/${ORDER_PATHS.evidence.replace(':reference', encodeURIComponent(reference))}`,
        undefined,
        { silent: true },
      ),
    enabled,
  });

const asDataUrl = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });

/** A photo served to members only: fetched with the session (no plain <img src>), kept as a data URL. */
export const useEvidencePhoto = (url: string) =>
  useQuery({
    queryKey: photoKey(url),
    queryFn: async () => {
      const response = await http.get<Blob>(url.replace(/^\/api\/v1/, ''), { responseType: 'blob', silent: true });
      return asDataUrl(response.data);
    },
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
