import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { AppError } from '../http/app-error';
import type { MessageKey } from '../i18n/en';
import type { TaskName, WorkerAnswer, WorkerTasks } from './worker-tasks';

// A small pool of worker threads for imports and exports (issue 16 §3): started on first use, at most
// MAX_WORKERS (the machine's cores less one for the request loop, at least one), each running one task at a time,
// the rest queued. An idle worker is unref'd (it never keeps the process alive) and leaves after IDLE_MS without work,
// giving their memory back. A worker that runs out of its heap limit ends alone: its task fails, the API lives on.

const MAX_WORKERS = Math.max(1, Math.min(2, availableParallelism() - 1));
const IDLE_MS = 30_000;
/** Heap of one worker: a parse or an export within the limits fits with room to spare. */
const HEAP_MB = 768;

interface Job {
  task: TaskName;
  input: unknown;
  transfer: ArrayBuffer[];
  outOfMemory?: () => AppError;
  resolve: (output: unknown) => void;
  reject: (error: unknown) => void;
}

interface Slot {
  worker: Worker;
  job: Job | null;
  idle: NodeJS.Timeout | null;
}

const slots = new Set<Slot>();
const queue: Job[] = [];
let nextId = 1;

function spawn(): Slot {
  const worker = new Worker(new URL('./boot.mjs', import.meta.url), {
    // Not the parent's flags (vitest's or an inspector's): the entry registers tsx itself.
    execArgv: [],
    resourceLimits: { maxOldGenerationSizeMb: HEAP_MB },
  });
  worker.unref();
  const slot: Slot = { worker, job: null, idle: null };
  worker.on('message', (answer: WorkerAnswer) => {
    const job = slot.job;
    slot.job = null;
    if (job) settle(job, answer);
    next(slot);
  });
  const fail = (error: unknown) => {
    slots.delete(slot);
    const job = slot.job;
    slot.job = null;
    if (job) {
      const oom = (error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY';
      job.reject(oom && job.outOfMemory ? job.outOfMemory() : error);
    }
    pump();
  };
  worker.on('error', fail);
  worker.on('exit', (code) => {
    if (slots.has(slot)) fail(new Error(`worker thread exited with code ${code}`));
  });
  slots.add(slot);
  return slot;
}

function settle(job: Job, answer: WorkerAnswer) {
  if (answer.ok) job.resolve(answer.output);
  else if (answer.appError) {
    const { statusCode, messageKey, options } = answer.appError;
    job.reject(new AppError(statusCode, messageKey as MessageKey, options));
  } else job.reject(new Error(`worker task ${job.task} failed: ${answer.message}`));
}

function start(slot: Slot, job: Job) {
  if (slot.idle) clearTimeout(slot.idle);
  slot.idle = null;
  slot.job = job;
  slot.worker.ref(); // a running task keeps the process alive, as any pending I/O would
  slot.worker.postMessage({ id: nextId++, task: job.task, input: job.input }, job.transfer);
}

function next(slot: Slot) {
  const job = queue.shift();
  if (job) return start(slot, job);
  slot.worker.unref();
  slot.idle = setTimeout(() => {
    slots.delete(slot);
    void slot.worker.terminate();
  }, IDLE_MS);
  slot.idle.unref();
}

function pump() {
  for (const slot of slots) if (!slot.job && queue.length > 0) start(slot, queue.shift()!);
  while (queue.length > 0 && slots.size < MAX_WORKERS) start(spawn(), queue.shift()!);
}

/**
 * Runs `task` in a worker thread. `transfer` moves buffers instead of copying them (they become unusable here);
 * `outOfMemory` is the answer when the worker hits its heap limit (else the error is a 500).
 */
export function runInWorker<K extends TaskName>(
  task: K,
  input: WorkerTasks[K]['input'],
  options: { transfer?: ArrayBuffer[]; outOfMemory?: () => AppError } = {},
): Promise<WorkerTasks[K]['output']> {
  return new Promise((resolve, reject) => {
    queue.push({
      task,
      input,
      transfer: options.transfer ?? [],
      outOfMemory: options.outOfMemory,
      resolve: resolve as (output: unknown) => void,
      reject,
    });
    pump();
  });
}
