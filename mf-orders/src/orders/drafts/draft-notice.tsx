import { lazy, Suspense } from 'react';
import { useOrderDraft } from '../add/draft/draft-queries';
import { useOrderRule } from '../order-rules';

// The orders list ships in the remote's first chunk (its 60 KB budget): only this asks for the draft; the card and
// its strings (i18n/on-demand) are fetched when there is one.
const DraftCard = lazy(() =>
  Promise.all([
    import('./draft-card'),
    import(/* webpackChunkName: "on-demand-strings" */ '../../i18n/on-demand'),
  ]).then(([module]) => ({ default: module.DraftCard })),
);

/** Above the orders list: the user's draft order (ADR 0063), under the draft endpoints' one rule (orderCreate). */
export function DraftNotice() {
  const allowed = useOrderRule()('orderCreate');
  const draft = useOrderDraft(allowed);
  if (!allowed || !draft.data) return null;
  return (
    <Suspense fallback={null}>
      <DraftCard draft={draft.data} />
    </Suspense>
  );
}
