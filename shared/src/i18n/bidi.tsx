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
 * A name in whatever script it was written (a person, a company without a name in the interface's language):
 * isolated, so a Latin name in an Arabic line — or an Arabic one in an English line — keeps the date and the
 * punctuation beside it in their place.
 */
export function Isolated({ children }: { children: ReactNode }) {
  return <bdi>{children}</bdi>;
}

/**
 * `Isolated` for a name put into a translated sentence (`t('…', { name: isolate(name) })`): the Unicode first-strong
 * isolate marks, so "طلبها Platform Ops في 30 نوفمبر" keeps the date whole.
 */
export function isolate(text: string): string {
  return `\u2068${text}\u2069`;
}
