import bidiFactory from 'bidi-js';

// Right-to-left text for a PDF library that shapes but does not reorder. pdfkit hands each string to fontkit, which
// applies the OpenType Arabic shaping (joining forms, lam-alef ligatures) and lays a run of Arabic script out right
// to left — but it has no Unicode bidirectional algorithm, so a line mixing Arabic with digits or Latin text
// ("فاتورة INV-2026-000001") would come out in the wrong order. This splits one line into runs in visual
// (left-to-right) order with bidi-js (UAX #9), each run in one font:
// - an Arabic run at an odd (RTL) level is given in LOGICAL order: fontkit shapes it and reverses it itself;
// - every other run is given in visual order, with RTL mirrored characters swapped ("(" ↔ ")").

const bidi = bidiFactory();

export type FontRole = 'arabic' | 'latin';

export interface VisualRun {
  /** The text to hand to the shaper (see above for its order). */
  text: string;
  font: FontRole;
  rtl: boolean;
}

const ARABIC_SCRIPT = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;

/** Which of the two fonts draws each character; a space takes the font of the text before it (or after it). */
function fontRoles(text: string): FontRole[] {
  const roles: (FontRole | null)[] = [...text].map((char) =>
    char === ' ' ? null : ARABIC_SCRIPT.test(char) ? 'arabic' : 'latin',
  );
  // Spread the fonts onto the spaces: backwards first, then forwards.
  for (let i = 1; i < roles.length; i++) if (roles[i] === null) roles[i] = roles[i - 1] ?? null;
  for (let i = roles.length - 2; i >= 0; i--) if (roles[i] === null) roles[i] = roles[i + 1] ?? null;
  return roles.map((role) => role ?? 'latin');
}

/** The runs of one line (no line breaks inside), left to right as they appear on the page. */
export function visualRuns(line: string, direction: 'rtl' | 'ltr'): VisualRun[] {
  if (line.length === 0) return [];
  // Work on code units, as bidi-js does; the portal's texts are in the BMP.
  const chars = line.split('');
  const embedding = bidi.getEmbeddingLevels(line, direction);
  const mirrored = bidi.getMirroredCharactersMap(line, embedding.levels);
  const order = bidi.getReorderedIndices(line, embedding);
  const roles = fontRoles(line);

  const runs: { indices: number[]; font: FontRole; level: number }[] = [];
  for (const index of order) {
    const font = roles[index] ?? 'latin';
    const level = embedding.levels[index] ?? 0;
    const last = runs.at(-1);
    const previous = last?.indices.at(-1);
    const step = level % 2 === 1 ? -1 : 1;
    if (last && last.font === font && last.level === level && previous !== undefined && index === previous + step)
      last.indices.push(index);
    else runs.push({ indices: [index], font, level });
  }

  return runs.map(({ indices, font, level }) => {
    const rtl = level % 2 === 1;
    const shapedByFont = rtl && font === 'arabic';
    const ordered = shapedByFont ? [...indices].reverse() : indices;
    const text = ordered.map((index) => mirrored.get(index) ?? chars[index] ?? '').join('');
    return { text, font, rtl };
  });
}
