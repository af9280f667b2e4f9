// Serves the already built portal (API + every remote of the app registry + shell) until Ctrl-C. `npm start` builds first.
import { startStack } from './lib/stack.mjs';

let stack;
try {
  stack = await startStack();
} catch (error) {
  // A port in use, a server that stopped: one line saying which, no stack trace, and a failing exit code.
  console.error(`\n  The portal did not start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
console.log(`\n  B2B portal is running: ${stack.url}\n  (API docs: ${stack.url}/api/docs)  Ctrl-C stops it.\n`);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    await stack.stop();
    process.exit(0);
  });
}
