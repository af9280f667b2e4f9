import { BaseSequencer, type TestSpecification } from 'vitest/node';

// The files that run longest (real processes, thousands of rows, two API processes), measured on the 2-core
// machine. Vitest starts them first only once its cache knows their durations; a fresh clone (CI) has no cache and
// starts the largest files first, so these small-but-slow files ran last, on one worker while the other sat idle
// (a 30–60 s tail per API pass). Listed, they start first, longest first; the rest keep vitest's own order.
const SLOWEST_FIRST = [
  'api/test/platform/fuzz-routes.test.ts',
  'api/test/platform/data-folder-lock.test.ts',
  'api/test/platform/job-queue.test.ts',
  'api/test/platform/import-export-off-loop.test.ts',
  'api/test/platform/upload-limits.test.ts',
  'api/test/platform/db-move.test.ts',
  'api/test/platform/db-move-files.test.ts',
  'api/test/platform/readiness.test.ts',
  'api/test/platform/abuse-limits.test.ts',
  'api/test/identity/phone-privacy.test.ts',
  'api/test/platform/realtime.test.ts',
  'api/test/platform/caller-cache.test.ts',
  'api/test/platform/rate-limit.test.ts',
];

export class SlowFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) => {
      const index = SLOWEST_FIRST.findIndex((path) => file.moduleId.endsWith(path));
      return index < 0 ? SLOWEST_FIRST.length : index;
    };
    // Stable: files of the same rank keep vitest's order (and projects stay grouped: the rank only moves api files).
    return sorted
      .map((file, position) => ({ file, position }))
      .sort((a, b) => rank(a.file) - rank(b.file) || a.position - b.position)
      .map(({ file }) => file);
  }
}
