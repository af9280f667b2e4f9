import { tokens } from '@fluentui/react-components';

/** The bordered card the orders, packages and quotations pages put their sections in (spread into makeStyles). */
export const CARD_STYLE = {
  display: 'grid',
  gap: '8px',
  padding: '16px',
  borderRadius: tokens.borderRadiusLarge,
  border: `1px solid ${tokens.colorNeutralStroke2}`,
} as const;
