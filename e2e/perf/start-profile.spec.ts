import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { type Browser, test } from '@playwright/test';
import { MODULE, openUntilShown, PAGE, signedInPage } from './signed-in-start';

// Where a signed-in page's start spends the main thread on a phone (issue 29.2: no task over 200 ms at start).
// Signed in as the seeded demo owner, a fresh browser context per run (cold caches), the CPU slowed 4× as Lighthouse
// mobile does, a Chromium performance trace with its CPU sampler from navigation until PROFILE_SETTLE ms after the
// remote's content shows. Prints each long task (> 50 ms) with what ran in it (self and total time per function)
// and the functions with the most self time over the whole start.
//   cd e2e && npx playwright test --config perf/playwright.config.ts start-profile
// PROFILE_PAGE=/b2b/orders (module orders) profiles another page; PROFILE_RUNS=3 repeats it (median of the longest).
// Function names are readable when the build keeps them: `PORTAL_PROFILE_BUILD=1 npm run build` (not minified names;
// never deploy that build).

const RUNS = Number(process.env.PROFILE_RUNS ?? 1);
const SETTLE = Number(process.env.PROFILE_SETTLE ?? 3000);
/** PROFILE_TOP=<n>: how many functions the whole start lists (self time and total time). */
const WHOLE_TOP = Number(process.env.PROFILE_TOP ?? 12);
/** Lighthouse mobile's CPU slowdown. */
const CPU_SLOWDOWN = 4;
/** A long task, as the Long Tasks API and Lighthouse count it. */
const LONG_TASK_MS = 50;

/** Where (process and thread) and when (µs) a trace event happened. */
type Placed = { pid: number; tid: number; ts: number; dur?: number };
type TraceEvent = Placed & {
  name: string;
  ph: string;
  id?: string;
  args?: { name?: string; data?: Record<string, unknown> };
};
type CallFrame = { functionName: string; url: string; lineNumber: number; columnNumber: number };
type ProfileNode = { id: number; parent?: number; callFrame: CallFrame };
/** One CPU sample: when, how long until the next one (µs), the node it hit. */
type Sample = { at: number; self: number; node: number };

const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
const ms = (us: number) => (us / 1000).toFixed(0);
const file = (url = '') => url.split('/').at(-1)?.split('?')[0] || url || '-';
const label = (frame: CallFrame) =>
  `${frame.functionName || '(anonymous)'} ${file(frame.url)}:${(frame.lineNumber ?? 0) + 1}:${(frame.columnNumber ?? 0) + 1}`;
const NOT_CODE = new Set(['(root)', '(program)', '(idle)', '(garbage collector)']);

/** The page's renderer main thread: the CrRendererMain that ran the most. */
function mainThread(events: TraceEvent[]): { pid: number; tid: number } {
  const mains = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const busy = (pid: number, tid: number) =>
    events.filter((e) => e.pid === pid && e.tid === tid && e.name === 'RunTask').reduce((s, e) => s + (e.dur ?? 0), 0);
  const best = mains.sort((a, b) => busy(b.pid, b.tid) - busy(a.pid, a.tid))[0];
  if (!best) throw new Error('no renderer main thread in the trace');
  return { pid: best.pid, tid: best.tid };
}

/** The CPU sampler's samples on that thread, with the call tree they point into. */
function samplesOf(events: TraceEvent[], pid: number, tid: number) {
  const nodes = new Map<number, ProfileNode>();
  const samples: Sample[] = [];
  const profiles = events.filter((e) => e.name === 'Profile' && e.pid === pid && e.tid === tid);
  for (const profile of profiles) {
    let at = Number(profile.args?.data?.startTime ?? 0);
    const chunks = events.filter((e) => e.name === 'ProfileChunk' && e.pid === pid && e.id === profile.id);
    for (const chunk of chunks) {
      const data = chunk.args?.data as {
        cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
        timeDeltas?: number[];
      };
      for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
      const deltas = data.timeDeltas ?? [];
      for (const [i, node] of (data.cpuProfile?.samples ?? []).entries()) {
        at += deltas[i] ?? 0;
        const previous = samples.at(-1);
        if (previous) previous.self = at - previous.at;
        samples.push({ at, self: 0, node });
      }
    }
  }
  return { nodes, samples };
}

/** Self time and total time (self plus callees) per function, over the samples in [from, to). */
function timeByFunction(nodes: Map<number, ProfileNode>, samples: Sample[], from: number, to: number, n = 12) {
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  for (const sample of samples) {
    if (sample.at < from || sample.at >= to) continue;
    const frame = nodes.get(sample.node)?.callFrame;
    if (!frame || NOT_CODE.has(frame.functionName)) continue;
    self.set(label(frame), (self.get(label(frame)) ?? 0) + sample.self);
    const seen = new Set<string>();
    for (let node = nodes.get(sample.node); node; node = node.parent ? nodes.get(node.parent) : undefined) {
      const key = label(node.callFrame);
      if (NOT_CODE.has(node.callFrame.functionName) || seen.has(key)) continue;
      seen.add(key);
      total.set(key, (total.get(key) ?? 0) + sample.self);
    }
  }
  const top = (times: Map<string, number>, n: number) => [...times].sort((a, b) => b[1] - a[1]).slice(0, n);
  return { self: top(self, n), total: top(total, n + 2) };
}

/** What the trace says a task ran (a script evaluated, a timer, a message…), longest first. */
function taskContents(events: TraceEvent[], task: TraceEvent): string {
  const end = task.ts + (task.dur ?? 0);
  const kinds = new Set(['EvaluateScript', 'v8.evaluateModule', 'FunctionCall', 'TimerFire', 'EventDispatch']);
  return events
    .filter((e) => e.pid === task.pid && e.tid === task.tid && kinds.has(e.name) && e.ts >= task.ts && e.ts < end)
    .sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))
    .slice(0, 3)
    .map((e) => {
      const data = e.args?.data ?? {};
      const where = String(data.url ?? data.type ?? data.functionName ?? '');
      return `${e.name} ${file(where)} ${ms(e.dur ?? 0)} ms`;
    })
    .join('; ');
}

async function profileOnce(browser: Browser, baseURL: string, run: number): Promise<number> {
  const page = await signedInPage(browser, baseURL);
  const context = page.context();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await browser.startTracing(page, {
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'disabled-by-default-v8.cpu_profiler',
      'v8.execute',
      'blink.user_timing',
    ],
  });
  const shown = await openUntilShown(page);
  await page.waitForTimeout(SETTLE);
  const raw = await browser.stopTracing();
  // PROFILE_SAVE=<file>: keeps the trace (open it in Chromium's DevTools, Performance panel).
  if (process.env.PROFILE_SAVE) writeFileSync(process.env.PROFILE_SAVE.replace(/(\.json)?$/, `-${run + 1}.json`), raw);
  const trace = JSON.parse(raw.toString()) as { traceEvents: TraceEvent[] };
  await context.close();

  const events = trace.traceEvents;
  const { pid, tid } = mainThread(events);
  const start =
    events.find((e) => e.pid === pid && e.name === 'navigationStart')?.ts ??
    Math.min(...events.filter((e) => e.pid === pid && e.ts > 0).map((e) => e.ts));
  const tasks = events
    .filter((e) => e.pid === pid && e.tid === tid && e.name === 'RunTask' && (e.dur ?? 0) > LONG_TASK_MS * 1000)
    .sort((a, b) => a.ts - b.ts);
  const { nodes, samples } = samplesOf(events, pid, tid);
  const lines = [
    `PROFILE run ${run + 1}: ${PAGE} (module ${MODULE}), CPU ${CPU_SLOWDOWN}× slower, content shown at ${shown.toFixed(0)} ms; ${tasks.length} tasks > ${LONG_TASK_MS} ms, ${tasks.filter((t) => (t.dur ?? 0) > 200_000).length} > 200 ms; total in long tasks ${ms(tasks.reduce((s, t) => s + (t.dur ?? 0), 0))} ms; load ${load()}`,
  ];
  for (const task of tasks) {
    const { self, total } = timeByFunction(nodes, samples, task.ts, task.ts + (task.dur ?? 0));
    lines.push(`  TASK at ${ms(task.ts - start)} ms, ${ms(task.dur ?? 0)} ms: ${taskContents(events, task)}`);
    lines.push(`    self:  ${self.map(([f, t]) => `${f} ${ms(t)}`).join(' | ')}`);
    lines.push(`    total: ${total.map(([f, t]) => `${f} ${ms(t)}`).join(' | ')}`);
  }
  const whole = timeByFunction(nodes, samples, start, Number.POSITIVE_INFINITY, WHOLE_TOP);
  lines.push(`  WHOLE START, self time: ${whole.self.map(([f, t]) => `${f} ${ms(t)}`).join(' | ')}`);
  lines.push(`  WHOLE START, total time: ${whole.total.map(([f, t]) => `${f} ${ms(t)}`).join(' | ')}`);
  console.log(lines.join('\n'));
  return Math.max(0, ...tasks.map((t) => (t.dur ?? 0) / 1000));
}

test('start profile: long tasks and the functions in them', async ({ browser }, info) => {
  test.setTimeout(120_000 * RUNS);
  const longest: number[] = [];
  for (let run = 0; run < RUNS; run++) longest.push(await profileOnce(browser, String(info.project.use.baseURL), run));
  const sorted = [...longest].sort((a, b) => a - b);
  console.log(
    `PROFILE longest task, median of ${RUNS}: ${sorted[Math.floor(RUNS / 2)]?.toFixed(0)} ms (${sorted[0]?.toFixed(0)}–${sorted.at(-1)?.toFixed(0)})`,
  );
});
