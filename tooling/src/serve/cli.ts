// Serves one app's production build on its own port, as deployed:
//   tsx tooling/src/serve/cli.ts <app-dir>   (run from the repo root or the app folder)
// Env: PORT (default from the app registry), HOST (default localhost: both 127.0.0.1 and ::1),
// shell only: API_URL (default http://127.0.0.1:8090), MODULES_MANIFEST (the environment file merged onto
// MODULES_BASE; default shell/environments/local.json), MODULES_BASE (default shell/environments/base.json).
// Any app: DIST_DIR (default <app>/dist).
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_PORT, appByDir } from '../rsbuild/apps';
import { buildStaticApp } from './static-app';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const arg = process.argv[2] === 'remote' ? process.cwd().split('/').pop() : process.argv[2];
const app = appByDir(arg ?? '');
const isHost = app.kind === 'host';

const server = await buildStaticApp({
  distDir: resolve(repoRoot, process.env.DIST_DIR ?? `${app.dir}/dist`),
  spaFallback: isHost,
  cors: !isHost,
  apiUrl: isHost ? (process.env.API_URL ?? `http://127.0.0.1:${API_PORT}`) : undefined,
  modulesManifest: isHost
    ? {
        baseFile: resolve(repoRoot, process.env.MODULES_BASE ?? 'shell/environments/base.json'),
        environmentFile: resolve(repoRoot, process.env.MODULES_MANIFEST ?? 'shell/environments/local.json'),
      }
    : undefined,
  logger: Boolean(process.env.LOG_LEVEL),
});
const port = Number(process.env.PORT ?? app.servePort);
await server.listen({ port, host: process.env.HOST ?? 'localhost' });
console.log(`${app.dir} serving ${app.dir}/dist on http://localhost:${port}`);
