// Photos are resized on the phone before they are sent (issue 30.3): a 12-megapixel camera shot is 3–6 MB, too
// slow on a weak connection and above the API's 5 MB limit; 1600 px on the long edge at JPEG 0.8 is ~300 KB and
// still shows the work clearly.
const MAX_EDGE = 1600;
const QUALITY = 0.8;

/** The size that fits `max` on the long edge, never enlarged. */
export function fitWithin(width: number, height: number, max = MAX_EDGE): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** The photo as a JPEG of at most MAX_EDGE px (the browser applies the camera's orientation when decoding). */
export async function resizePhoto(file: Blob): Promise<Blob> {
  const bitmap = await createImageBitmap(file);
  const size = fitWithin(bitmap.width, bitmap.height);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('canvas unavailable');
  context.drawImage(bitmap, 0, 0, size.width, size.height);
  bitmap.close();
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('encode failed'))), 'image/jpeg', QUALITY),
  );
}
