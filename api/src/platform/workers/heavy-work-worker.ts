import { parentPort } from 'node:worker_threads';
// biome-ignore lint/style/noRestrictedImports: the worker thread's task registry names the tasks it runs (composition, like app.ts)
import { checkBranchSheet } from '../../company/imports/branch-sheet-check';
import { buildExportFile } from '../exports/export-file';
import { AppError } from '../http/app-error';
import type { TaskName, WorkerAnswer, WorkerRequest, WorkerTasks } from './worker-tasks';

// Runs in a worker thread: CPU-heavy parts of imports and exports, one at a time, so the API's event loop keeps
// answering everyone else (issue 16 §3).

const handlers: { [K in TaskName]: (input: WorkerTasks[K]['input']) => Promise<WorkerTasks[K]['output']> } = {
  'branch-sheet': checkBranchSheet,
  'export-file': buildExportFile,
};

parentPort?.on('message', async ({ id, task, input }: WorkerRequest) => {
  let answer: WorkerAnswer;
  const transfer: ArrayBuffer[] = [];
  try {
    const output = await (handlers[task] as (input: unknown) => Promise<unknown>)(input);
    if (output instanceof Uint8Array && output.buffer instanceof ArrayBuffer) transfer.push(output.buffer);
    answer = { id, ok: true, output };
  } catch (error) {
    answer =
      error instanceof AppError
        ? {
            id,
            ok: false,
            appError: { statusCode: error.statusCode, messageKey: error.messageKey, options: error.options },
          }
        : { id, ok: false, message: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  parentPort?.postMessage(answer, transfer);
});
