// Serves the already built portal (API + five remotes + shell) until Ctrl-C. `npm start` builds first.
import { startStack } from './lib/stack.mjs';

const stack = await startStack();
console.log(`\n  B2B portal is running: ${stack.url}\n  (API docs: ${stack.url}/api/docs)  Ctrl-C stops it.\n`);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    await stack.stop();
    process.exit(0);
  });
}
