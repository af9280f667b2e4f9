import { containsPattern } from '../../platform/db/like';

/**
 * LIKE patterns for a phone typed as people type it: `0500000011` or `500000011` also find the stored E.164
 * `+966500000011` (besides the text as typed).
 */
export function phonePatterns(q: string): string[] {
  const digits = q.replace(/[\s-]/g, '');
  const patterns = [containsPattern(q)];
  if (/^0\d{3,}$/.test(digits)) patterns.push(containsPattern(`+966${digits.slice(1)}`));
  else if (/^5\d{2,}$/.test(digits)) patterns.push(containsPattern(`+966${digits}`));
  return patterns;
}
