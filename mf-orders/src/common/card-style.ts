import { tokens } from '@fluentui/react-components';

/** The bordered card the orders, packages and quotations pages put their sections in (spread into makeStyles). */
export const CARD_STYLE = {
  display: 'grid',
  gap: '8px',
  padding: '16px',
  borderRadius: tokens.borderRadiusLarge,
  border: `1px solid ${tokens.colorNeutralStroke2}`,
} as const;

/** A list of cards that wraps to one column on a phone (published packages, offers). */
export const CARD_GRID_STYLE = {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: '12px',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 280px), 1fr))',
} as const;
