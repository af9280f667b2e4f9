import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { FontRole } from './bidi-runs';

// The invoice PDF embeds Noto Sans Arabic (Arabic script, with the OpenType tables fontkit shapes with) and Noto
// Sans (Latin letters, digits, punctuation), both from their @fontsource npm packages (SIL OFL). Fontsource splits
// each family by script, hence two fonts; bidi-runs.ts decides which one draws each character.

const require = createRequire(import.meta.url);

export type FontWeight = 'regular' | 'bold';

const files: Record<FontRole, Record<FontWeight, string>> = {
  arabic: {
    regular: '@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-400-normal.woff',
    bold: '@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-700-normal.woff',
  },
  latin: {
    regular: '@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff',
    bold: '@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff',
  },
};

/** pdfkit's registered font name of a role and weight. */
export function fontName(role: FontRole, weight: FontWeight): string {
  return `${role}-${weight}`;
}

let loaded: { name: string; bytes: Buffer }[] | undefined;

/** The four font files, read once per process. */
export function invoiceFonts(): { name: string; bytes: Buffer }[] {
  loaded ??= (Object.keys(files) as FontRole[]).flatMap((role) =>
    (Object.keys(files[role]) as FontWeight[]).map((weight) => ({
      name: fontName(role, weight),
      bytes: readFileSync(require.resolve(files[role][weight])),
    })),
  );
  return loaded;
}
