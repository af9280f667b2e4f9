// A worker thread's entry: TypeScript through tsx (as the API itself runs), whatever started the process
// (`tsx src/main.ts`, vitest, a bench), then the task module.
import { register } from 'tsx/esm/api';

register();
await import('./heavy-work-worker.ts');
