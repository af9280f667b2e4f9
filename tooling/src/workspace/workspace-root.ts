import { resolve } from 'node:path';

/** The repository root (tooling/src/workspace → ../../..). */
export const workspaceRoot = resolve(import.meta.dirname, '../../..');
