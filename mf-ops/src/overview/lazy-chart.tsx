import { Skeleton, SkeletonItem } from '@fluentui/react-components';
import { lazy, Suspense } from 'react';
import type { ChartOption } from './overview-charts';

// ECharts is its own chunk (as in mf-dashboard): a skeleton of the chart's height until it arrives.
const ChartView = lazy(() => import('./chart-view'));

export function LazyChart({ option, height = 240, label }: { option: ChartOption; height?: number; label: string }) {
  return (
    <div data-testid="overview-chart" style={{ minHeight: height }}>
      <Suspense
        fallback={
          <Skeleton aria-label={label}>
            <SkeletonItem style={{ height }} />
          </Skeleton>
        }
      >
        <ChartView option={option} height={height} label={label} />
      </Suspense>
    </div>
  );
}
