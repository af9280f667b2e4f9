import { useCurrentLanguage, useResolvedTheme } from '@portal/shared';
import type { ChartLook } from './chart-options';

/** The language (direction, number format) and theme the charts follow; both re-render the charts on change. */
export function useChartLook(): ChartLook {
  const language = useCurrentLanguage();
  const theme = useResolvedTheme();
  return { language, dark: theme === 'dark' };
}
