import type { FileStorage } from '../files/storage/storage';

// `npm run db:move` (issue 24.3): the uploaded files follow the data into the configured storage (S3). Each file
// keeps its storage key, so the moved database points to it unchanged. Idempotent: keys already in the target
// are skipped, so an interrupted move is finished by running it again.

interface FileMoveReport {
  copied: number;
  skipped: number;
  bytes: number;
}

/** Uploads at a time: enough to hide the round trips, few enough for a small machine and the service's limits. */
const PARALLEL = 4;

export async function moveFiles(
  source: FileStorage & { keys(): Promise<string[]> },
  target: FileStorage,
  progress: (report: FileMoveReport) => void = () => {},
): Promise<FileMoveReport> {
  const keys = await source.keys();
  const report: FileMoveReport = { copied: 0, skipped: 0, bytes: 0 };
  let next = 0;
  async function worker() {
    while (next < keys.length) {
      const key = keys[next++]!;
      if (await target.exists(key)) {
        report.skipped += 1;
      } else {
        const stored = await target.saveAs(key, await source.open(key));
        report.copied += 1;
        report.bytes += stored.size;
      }
      if ((report.copied + report.skipped) % 100 === 0) progress(report);
    }
  }
  await Promise.all(Array.from({ length: Math.min(PARALLEL, keys.length) }, worker));
  return report;
}
