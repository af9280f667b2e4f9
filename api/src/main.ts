import { buildApp } from './app';
import { ConfigError, loadConfig } from './platform/config/config';
import { DataFolderLockedError } from './platform/db/data-folder-lock';
import { gracefulShutdown } from './platform/http/graceful-shutdown';

// Starts the API: PORT (8090) on HOST (127.0.0.1); see README.md for every variable.
async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  let app: Awaited<ReturnType<typeof buildApp>>;
  try {
    app = await buildApp({ config });
  } catch (error) {
    // Another process has the embedded database open: say who, change nothing (issue 24.1).
    if (error instanceof DataFolderLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  gracefulShutdown(app, { timeoutMs: config.shutdownTimeoutMs });
  const address = await app.listen({ port: config.port, host: config.host });
  // `npm run seed` finds the API here and sends it the demo data instead of opening the folder itself.
  app.database.folderLock?.update({ url: address });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
