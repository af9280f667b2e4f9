import { createHash } from 'node:crypto';
import { Transform } from 'node:stream';
import { SNIFF_BYTES } from '../file-type';
import type { StoredFile } from './storage';

/** A pass-through that hashes and counts the bytes and keeps the first ones (to recognise the type). */
export function fileMeter() {
  const hash = createHash('sha256');
  const head: Buffer[] = [];
  let size = 0;
  const transform = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (size < SNIFF_BYTES) head.push(chunk.subarray(0, SNIFF_BYTES - size));
      size += chunk.length;
      hash.update(chunk);
      done(null, chunk);
    },
  });
  const result = (storageKey: string): StoredFile => ({
    storageKey,
    size,
    sha256: hash.digest('hex'),
    head: Buffer.concat(head),
  });
  return { transform, result };
}
