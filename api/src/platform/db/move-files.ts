import type { Config } from '../config/config';
import { localFolderStorage } from '../files/storage/local-storage';
import { s3Storage } from '../files/storage/s3-storage';
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

/**
 * What db:move does with the files: `--files-to` (default: the configured storage, FILES_STORAGE / S3_BUCKET)
 * says s3 (copy FILES_DIR or `--files-from` into the bucket) or local (leave them). A string: why it cannot.
 */
export function fileMovePlan(
  config: Pick<Config, 'fileStorage' | 'filesDir'>,
  filesTo: string | undefined,
  filesFrom: string | undefined,
): string | { toS3: boolean; run(): Promise<void> } {
  const to = filesTo ?? config.fileStorage.kind;
  const from = filesFrom ?? config.filesDir;
  if (to !== 's3' && to !== 'local') return `--files-to must be "s3" or "local" (got "${to}")`;
  if (to === 'local') {
    return {
      toS3: false,
      run: async () => console.log(`files stay in ${from} (FILES_STORAGE=local); set the S3 settings to move them`),
    };
  }
  const storage = config.fileStorage;
  if (storage.kind !== 's3') {
    return '--files-to s3 needs the S3 settings: S3_BUCKET (and S3_ENDPOINT, S3_REGION, keys; api/README.md)';
  }
  return {
    toS3: true,
    async run() {
      const target = s3Storage(storage);
      try {
        await target.check();
        console.log(`copying the files of ${from} into the bucket ${storage.bucket}…`);
        const report = await moveFiles(localFolderStorage(from), target, (partial) =>
          console.log(`  ${partial.copied} copied, ${partial.skipped} already there`),
        );
        console.log(`files: ${report.copied} copied (${report.bytes} bytes), ${report.skipped} already in the bucket`);
        console.log(`Start the API with the same S3 settings; ${from} may be kept as a backup.`);
      } finally {
        await target.close();
      }
    },
  };
}
