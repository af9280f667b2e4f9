import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** axe (WCAG 2.1 A/AA) on the page as it is: no serious or critical violation. */
export async function expectAccessible(page: Page, name: string): Promise<void> {
  // A toast or dialog still fading in is half transparent: axe would measure its colours mid-animation. Wait until
  // every finite animation has finished (spinners loop forever and are not waited for). A toast fed by the event
  // stream may still start fading in while axe runs: a finding only on toasts is measured again once it has settled.
  const settled = () =>
    page.waitForFunction(() =>
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity,
        ),
    );
  // Fluent's focus manager (Tabster) adds hidden <i data-tabster-dummy> sentinels that pass focus straight on;
  // axe reports them as focusable hidden content, a known false positive, so they are left out.
  const analyze = () =>
    new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .exclude('[data-tabster-dummy]')
      .analyze();
  const onToastOnly = (violations: Awaited<ReturnType<typeof analyze>>['violations']) =>
    violations.length > 0 &&
    violations.every(
      (v) => v.id === 'color-contrast' && v.nodes.every((n) => /toast|fui-Toast|fui-Button/i.test(n.html)),
    );
  let results: Awaited<ReturnType<typeof analyze>>;
  for (let attempt = 0; ; attempt++) {
    await settled();
    results = await analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    if (attempt >= 3 || !onToastOnly(serious)) break;
    await page.waitForTimeout(700);
  }
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const summary = blocking.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)}`).join(', ')}`,
  );
  console.log(
    `axe ${name}: ${results.violations.length} violations, ${blocking.length} serious/critical, ${results.passes.length} rules passed`,
  );
  expect(summary, `axe on ${name}`).toEqual([]);
}
