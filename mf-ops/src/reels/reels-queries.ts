import { callEndpoint, endpointQuery, queryClient, uploadToEndpoint } from '@portal/shared';
import { OPS_REEL_ENDPOINTS as endpoints, type OpsReel } from '@portal/shared/contract';

// The console's reels (contract OPS_REEL_ENDPOINTS, ADR 0067): each action is one request; its answer (the reel)
// replaces the row in the list, and the list is read again for the order.

const KEY = ['ops', 'reels'] as const;

export const opsReelsQuery = () => endpointQuery(endpoints.list, undefined, { key: KEY });

const refresh = (reel: OpsReel) => {
  queryClient.setQueryData<OpsReel[]>(opsReelsQuery().queryKey, (list) =>
    list?.some((r) => r.id === reel.id) ? list.map((r) => (r.id === reel.id ? reel : r)) : [reel, ...(list ?? [])],
  );
  return reel;
};

/** The form's six text fields, then the file "poster". */
export const createReel = async (form: FormData) => refresh(await uploadToEndpoint(endpoints.create, form));

export async function attachVideo(id: string, file: File) {
  const form = new FormData();
  form.append('video', file);
  return refresh(await uploadToEndpoint(endpoints.video, { params: { id }, form }));
}

export const setPublished = async (id: string, published: boolean) =>
  refresh(await callEndpoint(endpoints.publish, { params: { id }, body: { published } }));
