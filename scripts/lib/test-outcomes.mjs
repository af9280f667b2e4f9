import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// The names of the tests that failed, and of those that passed only on a retry, read from the JSON reports of
// one `npm test` run. Printed at the very end of the run: a CI log is often seen by its last lines only, and a
// red run must say which test to open without the whole log.

/** `{ failed, flaky }`: "runner: file › title" lines, from vitest-*.json and Playwright's *.json reports. */
export function testOutcomes(resultsDir) {
  const failed = [];
  const flaky = [];
  if (!existsSync(resultsDir)) return { failed, flaky };
  for (const name of readdirSync(resultsDir).filter((file) => file.endsWith('.json'))) {
    const report = JSON.parse(readFileSync(join(resultsDir, name), 'utf8'));
    const runner = name.replace(/\.json$/, '');
    if (Array.isArray(report.testResults)) {
      for (const file of report.testResults) {
        const where = file.name.replace(/^.*?\/(api|shared|contract|shell|tooling|mf-[a-z]+|e2e)\//, '$1/');
        for (const test of file.assertionResults ?? []) {
          if (test.status === 'failed') failed.push(`${runner}: ${where} › ${test.title}`);
        }
        // A file that fails before its tests run (an import, a hook) has no assertion results.
        if (file.status === 'failed' && !(file.assertionResults ?? []).some((t) => t.status === 'failed')) {
          failed.push(`${runner}: ${where} (${(file.message ?? 'failed').split('\n')[0].slice(0, 160)})`);
        }
      }
    } else if (Array.isArray(report.suites)) {
      for (const { file, title, outcome } of playwrightTests(report.suites)) {
        if (outcome === 'unexpected') failed.push(`${runner}: ${file} › ${title}`);
        if (outcome === 'flaky') flaky.push(`${runner}: ${file} › ${title}`);
      }
    }
  }
  return { failed, flaky };
}

function* playwrightTests(suites) {
  for (const suite of suites) {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) yield { file: spec.file, title: spec.title, outcome: test.status };
    }
    yield* playwrightTests(suite.suites ?? []);
  }
}
