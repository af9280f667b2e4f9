import { test } from '@playwright/test';
import { MODULE, openUntilShown, PAGE, signedInPage } from './signed-in-start';

// How much React renders while a signed-in page starts (issue 29.2): every commit, how many components ran their
// render function in it, and which ones started it (a component that rendered under one that did not: its state, a
// context it reads or a store it subscribes to changed). Start-profile says how long the renders take; this says
// how many there are and why, which the CPU profile cannot.
//   cd e2e && npx playwright test --config perf/playwright.config.ts start-renders
// Same page choice as start-profile (PROFILE_PAGE, PROFILE_MODULE); RENDERS_SETTLE ms after the content shows.
// Component names are readable with `PORTAL_PROFILE_BUILD=1 npm run build` (kept function names).
//
// How: React calls the developer tools' hook on each commit, in production builds too. The hook installed before the
// page's scripts walks the committed tree the way React's own tools do: a fiber whose child list is the one of the
// previous commit was not rendered again (nothing below it ran); a component fiber flagged PerformedWork (1) ran.

const SETTLE = Number(process.env.RENDERS_SETTLE ?? 3000);

type CommitRecord = { at: number; rendered: number; origins: string[] };
type Report = { commits: CommitRecord[]; byComponent: Record<string, number> };

test('start renders: commits, components rendered and what started each commit', async ({ browser }, info) => {
  test.setTimeout(120_000);
  const page = await signedInPage(browser, String(info.project.use.baseURL));
  await page.addInitScript(() => {
    type Fiber = {
      tag: number;
      flags: number;
      type: unknown;
      child: Fiber | null;
      sibling: Fiber | null;
      return: Fiber | null;
      alternate: Fiber | null;
    };
    // React's work tags of components that run a render function: function, class, forwardRef, memo, simple memo.
    const COMPONENT_TAGS = new Set([0, 1, 11, 14, 15]);
    const PERFORMED_WORK = 1;
    const report: Report = { commits: [], byComponent: {} };
    (window as unknown as { __renders: Report }).__renders = report;
    const nameOf = (fiber: Fiber): string => {
      // a function or class component, or forwardRef/memo's object around one
      const type = fiber.type as {
        displayName?: string;
        name?: string;
        render?: { name?: string };
        type?: { name?: string };
      } | null;
      if (!type) return '?';
      return type.displayName || type.name || type.render?.name || type.type?.name || '(anonymous)';
    };
    const ran = (fiber: Fiber) => COMPONENT_TAGS.has(fiber.tag) && (fiber.flags & PERFORMED_WORK) !== 0;
    const nearestComponentRan = (fiber: Fiber): boolean => {
      for (let up = fiber.return; up; up = up.return) if (COMPONENT_TAGS.has(up.tag)) return ran(up);
      return false;
    };
    (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: object }).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true,
      renderers: new Map(),
      inject: () => 1,
      checkDCE: () => {},
      onScheduleFiberRoot: () => {},
      onCommitFiberUnmount: () => {},
      onPostCommitFiberRoot: () => {},
      setStrictMode: () => {},
      onCommitFiberRoot: (_id: number, root: { current: Fiber }) => {
        const commit: CommitRecord = { at: Math.round(performance.now()), rendered: 0, origins: [] };
        const visit = (fiber: Fiber, mounting: boolean) => {
          if (ran(fiber) || (mounting && COMPONENT_TAGS.has(fiber.tag))) {
            commit.rendered += 1;
            const name = nameOf(fiber);
            report.byComponent[name] = (report.byComponent[name] ?? 0) + 1;
            if (!mounting && !nearestComponentRan(fiber)) commit.origins.push(name);
          }
          const previous = fiber.alternate;
          // the same child list as the previous commit: this subtree was skipped (its flags are old ones)
          if (!mounting && previous && previous.child === fiber.child) return;
          for (let child = fiber.child; child; child = child.sibling) visit(child, mounting || !child.alternate);
        };
        visit(root.current, false);
        if (commit.rendered > 0) report.commits.push(commit);
      },
    };
  });
  const shown = await openUntilShown(page);
  await page.waitForTimeout(SETTLE);
  const { commits, byComponent } = await page.evaluate(() => (window as unknown as { __renders: Report }).__renders);
  await page.context().close();

  const total = commits.reduce((sum, commit) => sum + commit.rendered, 0);
  const top = Object.entries(byComponent)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 15)
    .map(([name, count]) => `${name} ${count}`);
  const lines = [
    `RENDERS ${PAGE} (module ${MODULE}): content shown at ${shown.toFixed(0)} ms; ${commits.length} commits, ${total} component renders until ${SETTLE} ms later`,
    `  most rendered: ${top.join(' | ')}`,
    ...commits.map((commit) => {
      const origins = [...new Set(commit.origins)].slice(0, 6).join(', ');
      return `  commit at ${commit.at} ms: ${commit.rendered} rendered${origins ? `, started by ${origins}` : ' (mounts)'}`;
    }),
  ];
  console.log(lines.join('\n'));
});
