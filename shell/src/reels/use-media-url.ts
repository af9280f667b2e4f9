import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { mediaBlob } from './reels-queries';

/** An object URL of a reel's media, fetched only once `load` turns true; revoked when the card goes. */
export function useMediaUrl(url: string | null, load: boolean): string | undefined {
  const blob = useQuery({
    queryKey: ['reels', 'media', url],
    queryFn: () => mediaBlob(url!),
    enabled: load && url !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const objectUrl = useMemo(() => (blob.data ? URL.createObjectURL(blob.data) : undefined), [blob.data]);
  useEffect(() => () => (objectUrl ? URL.revokeObjectURL(objectUrl) : undefined), [objectUrl]);
  return objectUrl;
}
