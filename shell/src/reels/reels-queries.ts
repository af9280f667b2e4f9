import { callEndpoint, endpointQuery, http, queryClient } from '@portal/shared';
import { REEL_ENDPOINTS, type Reel } from '@portal/shared/contract';

// The reels feed (contract REEL_ENDPOINTS, ADR 0067). A view is sent once per reel and page visit; the API counts
// it once per user whatever comes, and its answer (the count) replaces the card's in the cache.

export const reelFeedQuery = () => endpointQuery(REEL_ENDPOINTS.feed);

export async function recordView(id: string): Promise<void> {
  const answer = await callEndpoint(REEL_ENDPOINTS.view, { params: { id } }, { silent: true });
  queryClient.setQueryData<Reel[]>(reelFeedQuery().queryKey, (reels) =>
    reels?.map((reel) => (reel.id === id ? { ...reel, views: answer.views, viewed: true } : reel)),
  );
}

/** A media file of a reel (served with the session's token, like every stored file) as a blob. */
export async function mediaBlob(url: string): Promise<Blob> {
  return (await http.get<Blob>(url.replace(/^\/api\/v1/, ''), { responseType: 'blob', silent: true })).data;
}
