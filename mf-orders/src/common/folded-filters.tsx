import { Button } from '@fluentui/react-components';
import { FilterRegular } from '@fluentui/react-icons';
import { useNarrow } from '@portal/shared';
import { useSearchParams } from '@portal/shared/router';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useOrdersTranslation } from '../i18n/use-orders-translation';

// The drawer is its own chunk: the orders list ships in the remote's first chunk, which has no room to spare.
const FiltersDrawer = lazy(() => import('./filters-drawer').then((m) => ({ default: m.FiltersDrawer })));

type Props = {
  /** The list's filter keys in the URL: each one set counts as an active filter. */
  keys: readonly string[];
  /** The filters themselves (FilterSelect, DateRangeFilter…): inline on a wide screen, in a drawer on a phone. */
  children: ReactNode;
};

/**
 * A list's filters on a phone fold into one "Filters" button showing how many are active (issue 28.7), so the
 * first rows are on the first screen; wider screens keep them inline beside the search box.
 */
export function FoldedFilters({ keys, children }: Props) {
  const { t } = useOrdersTranslation();
  const narrow = useNarrow();
  const [params] = useSearchParams();
  const [open, setOpen] = useState(false);
  if (!narrow) return <>{children}</>;
  const active = keys.filter((key) => params.get(key)).length;
  return (
    <>
      <Button
        icon={<FilterRegular />}
        aria-haspopup="dialog"
        aria-label={active ? t('filters.buttonActive', { count: active }) : t('filters.button')}
        data-testid="filters-button"
        onClick={() => setOpen(true)}
      >
        {active ? t('filters.buttonCount', { count: active }) : t('filters.button')}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <FiltersDrawer keys={keys} onClose={() => setOpen(false)}>
            {children}
          </FiltersDrawer>
        </Suspense>
      ) : null}
    </>
  );
}
