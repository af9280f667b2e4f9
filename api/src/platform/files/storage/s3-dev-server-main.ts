import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startS3DevServer } from './s3-dev-server';

// `npm run s3:dev -- [--port 9000] [--dir <repo>/.data/s3] [--bucket portal-files]`: a local S3-compatible server with the
// bucket created, for trying FILES_STORAGE=s3 and for the local cluster (which spawns this file with tsx). Prints
// the settings to give the API, then serves until Ctrl-C or SIGTERM.

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '9000' },
    dir: { type: 'string', default: fileURLToPath(new URL('../../../../../.data/s3', import.meta.url)) },
    bucket: { type: 'string', default: 'portal-files' },
  },
});
const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  console.error(`--port must be a port number (got "${values.port}")`);
  process.exit(2);
}
const server = await startS3DevServer({ directory: resolve(values.dir), bucket: values.bucket, port });
console.log(`S3-compatible server on ${server.endpoint}, bucket "${server.bucket}", objects in ${resolve(values.dir)}`);
for (const [name, value] of Object.entries(server.env)) console.log(`${name}=${value}`);
const stop = () => {
  server.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
