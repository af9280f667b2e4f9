// biome-ignore lint/style/noRestrictedImports: the worker thread's task registry names the tasks it runs (composition, like app.ts)
import type { BranchSheetCheck, BranchSheetInput } from '../../company/imports/branch-sheet-check';
import type { ExportFileInput } from '../exports/export-file';

// The jobs the request loop hands to worker threads, by name: their input and their answer.
export interface WorkerTasks {
  /** Reads and checks an uploaded branch workbook (limits, parse, row validation). */
  'branch-sheet': { input: BranchSheetInput; output: BranchSheetCheck };
  /** Builds an export's .xlsx or CSV bytes from its header and cell rows. */
  'export-file': { input: ExportFileInput; output: Uint8Array };
}
export type TaskName = keyof WorkerTasks;

/** An AppError as it crosses the thread boundary (the main side rebuilds it). */
interface SerializedAppError {
  statusCode: number;
  messageKey: string;
  options: Record<string, unknown>;
}

export type WorkerRequest = { id: number; task: TaskName; input: unknown };
export type WorkerAnswer =
  | { id: number; ok: true; output: unknown }
  | { id: number; ok: false; appError?: SerializedAppError; message?: string };
