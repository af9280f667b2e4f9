import { makeStyles, Skeleton, SkeletonItem } from '@fluentui/react-components';
import { lazy, Suspense } from 'react';
import type { ChartOption } from './chart-options';

// The chart code (ECharts) is its own chunk: the widgets' frames, figures and tables paint first, the canvases
// follow when the chunk arrives (a skeleton of the chart's height meanwhile).
const ChartView = lazy(() => import('./chart-view'));

const useStyles = makeStyles({ skeleton: { display: 'block' } });

export function LazyChart({ option, height = 260, label }: { option: ChartOption; height?: number; label: string }) {
  const styles = useStyles();
  return (
    <div data-testid="dashboard-chart" style={{ minHeight: height }}>
      <Suspense
        fallback={
          <Skeleton className={styles.skeleton} aria-label={label}>
            <SkeletonItem style={{ height }} />
          </Skeleton>
        }
      >
        <ChartView option={option} height={height} label={label} />
      </Suspense>
    </div>
  );
}
