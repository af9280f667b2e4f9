import {
  Button,
  CounterBadge,
  type CounterBadgeProps,
  makeStyles,
  Popover,
  PopoverSurface,
  PopoverTrigger,
} from '@fluentui/react-components';
import type { ReactElement, ReactNode } from 'react';
import { HEADER_POSITIONING } from './header-positioning';

const useStyles = makeStyles({
  surface: { width: 'min(360px, 92vw)', padding: '12px', display: 'grid', gap: '8px' },
  badgeHost: { position: 'relative', display: 'inline-flex' },
  badge: { position: 'absolute', top: '-8px', right: '-10px' },
});

/**
 * A navbar icon button with a count badge (hidden at 0) that opens a panel below it (the bell, the invitations):
 * placed like every header popover, focus kept inside while open.
 */
export function HeaderPopover({
  icon,
  count,
  badgeColor,
  label,
  testId,
  title,
  open,
  onOpenChange,
  children,
}: {
  icon: ReactElement;
  count: number;
  badgeColor?: CounterBadgeProps['color'];
  /** The button's accessible name (with the count in words). */
  label: string;
  testId: string;
  /** The panel's accessible name. */
  title: string;
  /** Given when the caller closes the panel itself (after the last answer). */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  children: ReactNode;
}) {
  const styles = useStyles();
  return (
    <Popover
      open={open}
      onOpenChange={onOpenChange && ((_e, data) => onOpenChange(data.open))}
      positioning={{ ...HEADER_POSITIONING, position: 'below', align: 'end', offset: 6 }}
      trapFocus
    >
      <PopoverTrigger disableButtonEnhancement>
        <Button
          appearance="subtle"
          aria-label={label}
          data-testid={testId}
          icon={
            <span className={styles.badgeHost}>
              {icon}
              {count > 0 ? (
                <CounterBadge
                  className={styles.badge}
                  count={count}
                  size="small"
                  color={badgeColor}
                  dir="ltr"
                  aria-hidden
                />
              ) : null}
            </span>
          }
        />
      </PopoverTrigger>
      <PopoverSurface className={styles.surface} aria-label={title}>
        {children}
      </PopoverSurface>
    </Popover>
  );
}
