import { useOrdersTranslation } from '../i18n/use-orders-translation';
// Loaded from the orders list (first chunk), not through app.tsx: registers its strings itself.
import '../i18n/on-demand';
import {
  Button,
  DrawerBody,
  DrawerFooter,
  DrawerHeader,
  DrawerHeaderTitle,
  makeStyles,
  OverlayDrawer,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useListQueryState } from '@portal/shared';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  // One filter a line, each as wide as the drawer.
  body: { display: 'grid', gap: '12px', alignContent: 'start', '& .fui-Dropdown, & .fui-Input': { width: '100%' } },
  footer: { display: 'flex', gap: '8px', justifyContent: 'space-between' },
});

type Props = { keys: readonly string[]; onClose: () => void; children: ReactNode };

/** The phone's filter drawer (see FoldedFilters): each choice applies at once; Clear empties them all. */
export function FiltersDrawer({ keys, onClose, children }: Props) {
  const { t } = useOrdersTranslation();
  const styles = useStyles();
  const { update } = useListQueryState();
  return (
    <OverlayDrawer
      open
      position="bottom"
      size="medium"
      onOpenChange={(_e, data) => (data.open ? undefined : onClose())}
      data-testid="filters-drawer"
      aria-labelledby="filters-drawer-title"
    >
      <DrawerHeader>
        <DrawerHeaderTitle
          heading={{ id: 'filters-drawer-title' }}
          action={
            <Button
              appearance="subtle"
              aria-label={t('onDemand.filters.close')}
              icon={<DismissRegular />}
              onClick={onClose}
            />
          }
        >
          {t('onDemand.filters.title')}
        </DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody className={styles.body}>{children}</DrawerBody>
      <DrawerFooter className={styles.footer}>
        <Button onClick={() => update(Object.fromEntries(keys.map((key) => [key, undefined])))}>
          {t('onDemand.filters.clear')}
        </Button>
        <Button appearance="primary" onClick={onClose}>
          {t('onDemand.filters.show')}
        </Button>
      </DrawerFooter>
    </OverlayDrawer>
  );
}
