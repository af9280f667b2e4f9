// A photo is checked by its content (issue 30.3), not only its first bytes: the PNG header chunk or the JPEG frame
// header must give a real size within bounds, and the file must end where an image ends (PNG's IEND chunk, JPEG's
// EOI marker), so a cut-off upload or a file that only starts like an image is refused. No image library: walking
// the few structural markers is enough, and nothing here decodes pixels.

/** The longest side we accept: a phone photo is resized to 1600 px; cameras stay well under this. */
const IMAGE_MAX_SIDE = 10_000;

export interface ImageSize {
  width: number;
  height: number;
}

const PNG_IEND = Buffer.from([0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]);

function pngSize(bytes: Buffer): ImageSize | null {
  if (bytes.length < 33 + PNG_IEND.length) return null;
  if (bytes.readUInt32BE(8) !== 13 || bytes.toString('latin1', 12, 16) !== 'IHDR') return null;
  if (!bytes.subarray(bytes.length - PNG_IEND.length).equals(PNG_IEND)) return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** SOF0…SOF15 carry the frame size; C4 (Huffman tables), C8 (reserved) and CC (arithmetic coding) do not. */
const isFrameHeader = (marker: number) => marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);

function jpegSize(bytes: Buffer): ImageSize | null {
  // Ends with EOI (FF D9), possibly followed by padding zeros some encoders write.
  let end = bytes.length;
  while (end > 0 && bytes[end - 1] === 0) end -= 1;
  if (end < 4 || bytes[end - 2] !== 0xff || bytes[end - 1] !== 0xd9) return null;
  let at = 2;
  while (at + 9 <= end) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // the scan starts before any frame header
    const length = bytes.readUInt16BE(at + 2);
    if (length < 2) return null;
    if (isFrameHeader(marker)) return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    at += 2 + length;
  }
  return null;
}

/** The image's size when its structure is whole and its size within bounds; null otherwise. */
export function checkedImageSize(bytes: Buffer, mime: 'image/png' | 'image/jpeg'): ImageSize | null {
  const size = mime === 'image/png' ? pngSize(bytes) : jpegSize(bytes);
  if (!size) return null;
  const sides = [size.width, size.height];
  return sides.every((side) => side > 0 && side <= IMAGE_MAX_SIDE) ? size : null;
}
