import { callEndpoint, http, mayCall } from '@portal/shared';
import { ORDER_ENDPOINTS } from '@portal/shared/contract';
import { useQuery } from '@tanstack/react-query';

// The order page's evidence (contract ORDER_ENDPOINTS.evidence, read b2b_orders like the page). Under the orders key, so a
// status change that refreshes the order refreshes the evidence too.

export const evidenceKey = (reference: string) => ['orders', 'evidence', reference] as const;
export const photoKey = (url: string) => ['orders', 'evidence-photo', url] as const;

export const useOrderEvidence = (reference: string, enabled: boolean) =>
  useQuery({
    queryKey: evidenceKey(reference),
    queryFn: () => callEndpoint(ORDER_ENDPOINTS.evidence, { params: { reference } }, { silent: true }),
    enabled: enabled && mayCall(ORDER_ENDPOINTS.evidence),
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
