import type { ReactNode } from 'react';

/**
 * A reference (ORD-2026-000123, INV-…, a branch code) inside any sentence or cell (issue 28.6): isolated as
 * left-to-right text, so right-to-left text around it neither reorders its parts nor is reordered by it, and never
 * broken at a hyphen.
 */
export function Reference({ children }: { children: ReactNode }) {
  return (
    <bdi dir="ltr" style={{ whiteSpace: 'nowrap' }}>
      {children}
    </bdi>
  );
}

/**
 * A name put into a translated sentence, in whatever script it was written (`t('…', { name: isolate(name) })`),
 * between Unicode first-strong isolate marks: "طلبها Platform Ops في 30 نوفمبر" keeps the date whole. (In JSX, a
 * name is wrapped in <bdi>.)
 */
export function isolate(text: string): string {
  return `\u2068${text}\u2069`;
}
