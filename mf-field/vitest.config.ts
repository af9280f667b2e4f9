import { remoteVitestConfig } from '../tooling/src/vitest/remote-vitest-config';

// Every remote's tests run alike (tooling/src/vitest): the project is named after this folder. A relative import,
// as in ../vitest.config.ts: Vite bundles the config's own files but loads a package's TypeScript unbundled.
export default remoteVitestConfig(import.meta.dirname);
