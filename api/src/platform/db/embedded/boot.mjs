// The embedded database's thread entry: TypeScript through tsx (as the API itself runs), whatever started the
// process (`tsx src/main.ts`, vitest, a bench), then the thread's module.
import { register } from 'tsx/esm/api';

register();
await import('./pglite-thread.ts');
