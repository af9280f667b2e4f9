import type { Language } from '@portal/shared/core';
import type { PublicContent } from './content-types';
import ar from './text/ar.json';
import en from './text/en.json';
import fr from './text/fr.json';

// The texts of the public pages are data, one file per language (text/<language>.json), so a translator edits
// one file and the pages' code reads the same structure for all three. The JSON's `kind` strings stand for the
// block kinds of content-types.ts: public-content.test.ts checks every block, and that ar and fr mirror en.

/** The texts of the public pages, one complete set per interface language. */
export const PUBLIC_CONTENT: Record<Language, PublicContent> = {
  ar: ar as PublicContent,
  en: en as PublicContent,
  fr: fr as PublicContent,
};
