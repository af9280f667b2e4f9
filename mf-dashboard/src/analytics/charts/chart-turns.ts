// One chart draws per task. ECharts draws a chart when it mounts, synchronously (canvas, layout, series): the
// dashboard's charts mounting in one commit were one long task on a phone (issue 29.2, start-profile.spec.ts).
const waiting: (() => void)[] = [];
let drawing = false;

function next(): void {
  const start = waiting.shift();
  drawing = start !== undefined;
  start?.();
}

/** Calls `start` once the charts queued before it have drawn; answers how to leave the queue. */
export function awaitChartTurn(start: () => void): () => void {
  waiting.push(start);
  if (!drawing) next();
  return () => {
    const index = waiting.indexOf(start);
    if (index >= 0) waiting.splice(index, 1);
  };
}

/** The chart whose turn it was has drawn (or is gone): the next one draws in a task of its own. */
export function endChartTurn(): void {
  setTimeout(next, 0);
}
