import type { AxiosProgressEvent } from 'axios';

/** An upload's progress in whole percent, or null when the browser does not know the total (no bar to fill). */
export const uploadPercent = (event: AxiosProgressEvent): number | null =>
  event.total ? Math.round((event.loaded / event.total) * 100) : null;
