import { makeStyles, Skeleton, SkeletonItem } from '@fluentui/react-components';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { ChartOption } from './chart-options';
import { awaitChartTurn, endChartTurn } from './chart-turns';

// The chart code (ECharts) is its own chunk: the widgets' frames, figures and tables paint first, the canvases
// follow when the chunk arrives (a skeleton of the chart's height meanwhile), one chart per task (chart-turns.ts).
const ChartView = lazy(() => import('./chart-view'));

const useStyles = makeStyles({ skeleton: { display: 'block' } });

/** Mounted right after the chart (same Suspense boundary): its effect runs once ECharts has drawn. */
function Drawn({ onDrawn }: { onDrawn: () => void }) {
  useEffect(onDrawn, []);
  return null;
}

export function LazyChart({ option, height = 260, label }: { option: ChartOption; height?: number; label: string }) {
  const styles = useStyles();
  const [turn, setTurn] = useState(false);
  const drawn = useRef(false);
  const release = useRef(() => {});
  useEffect(() => {
    let holds = false;
    const leave = awaitChartTurn(() => {
      holds = true;
      if (drawn.current) release.current();
      else setTurn(true);
    });
    release.current = () => {
      if (!holds) return;
      holds = false;
      endChartTurn();
    };
    return () => {
      leave();
      release.current();
    };
  }, []);
  const skeleton = (
    <Skeleton className={styles.skeleton} aria-label={label}>
      <SkeletonItem style={{ height }} />
    </Skeleton>
  );
  return (
    <div data-testid="dashboard-chart" style={{ minHeight: height }}>
      {turn ? (
        <Suspense fallback={skeleton}>
          <ChartView option={option} height={height} label={label} />
          <Drawn
            onDrawn={() => {
              drawn.current = true;
              release.current();
            }}
          />
        </Suspense>
      ) : (
        skeleton
      )}
    </div>
  );
}
