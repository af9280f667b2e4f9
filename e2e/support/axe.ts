import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** axe (WCAG 2.1 A/AA) on the page as it is: no serious or critical violation. */
export async function expectAccessible(page: Page, name: string): Promise<void> {
  // A toast or dialog still fading in is half transparent: axe would measure its colours mid-animation. Wait until
  // every finite animation has finished (spinners loop forever and are not waited for).
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
  // Fluent's focus manager (Tabster) adds hidden <i data-tabster-dummy> sentinels that pass focus straight on;
  // axe reports them as focusable hidden content, a known false positive, so they are left out.
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .exclude('[data-tabster-dummy]')
    .analyze();
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const summary = blocking.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)}`).join(', ')}`,
  );
  console.log(
    `axe ${name}: ${results.violations.length} violations, ${blocking.length} serious/critical, ${results.passes.length} rules passed`,
  );
  expect(summary, `axe on ${name}`).toEqual([]);
}
