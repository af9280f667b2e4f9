import { Badge, type BadgeProps } from '@fluentui/react-components';
import type { ReactNode } from 'react';

export type BadgeColor = NonNullable<BadgeProps['color']>;

type Props<V extends string> = {
  /** The raw §4 value, also in `data-status` (tests and styles read it, not the words). */
  value: V;
  /** The caller's colour table; a value it lacks shows in the brand colour. */
  colors: Partial<Record<V, BadgeColor>>;
  /** The value in the reader's words: colour is never the only signal. */
  children: ReactNode;
  testId?: string;
};

/** A status as a tinted badge whose colour comes from the caller's table (order, package, money statuses…). */
export function TableStatusBadge<V extends string>({ value, colors, children, testId }: Props<V>) {
  return (
    <Badge appearance="tint" color={colors[value] ?? 'brand'} data-status={value} data-testid={testId}>
      {children}
    </Badge>
  );
}
