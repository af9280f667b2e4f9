import { makeStyles, Skeleton, SkeletonItem } from '@fluentui/react-components';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { ChartOption } from './chart-options';
import { awaitChartTurn, endChartTurn } from './chart-turns';

// The chart code (ECharts) is its own chunk: the widgets' frames, figures and tables paint first, the canvases
// follow when the chunk arrives (a skeleton of the chart's height meanwhile), one chart per task (chart-turns.ts),
// and only for a chart that is on screen or about to be (issue 29.2): on a phone the dashboard shows one chart at a
// time, and drawing the ones below (0.2–0.5 s each at 4×, animation frames after) held the start for seconds.
const NEAR_SCREEN = '200px';
const ChartView = lazy(() => import('./chart-view'));

const useStyles = makeStyles({ skeleton: { display: 'block' } });

/** Calls `onNear` once `element` is on screen or within NEAR_SCREEN of it (at once where the browser cannot tell). */
function whenNearScreen(element: HTMLElement | null, onNear: () => void): () => void {
  if (!element || typeof IntersectionObserver === 'undefined') {
    onNear();
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      onNear();
    },
    { rootMargin: NEAR_SCREEN },
  );
  observer.observe(element);
  return () => observer.disconnect();
}

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
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let holds = false;
    let leave = () => {};
    const stopWatching = whenNearScreen(frame.current, () => {
      leave = awaitChartTurn(() => {
        holds = true;
        if (drawn.current) release.current();
        else setTurn(true);
      });
    });
    release.current = () => {
      if (!holds) return;
      holds = false;
      endChartTurn();
    };
    return () => {
      stopWatching();
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
    <div ref={frame} data-testid="dashboard-chart" style={{ minHeight: height }}>
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
