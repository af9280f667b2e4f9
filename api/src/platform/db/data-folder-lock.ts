import { closeSync, linkSync, openSync, readFileSync, renameSync, rmSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { basename, dirname, join } from 'node:path';

// The embedded database (PGlite) is one process's: two processes writing one data folder corrupt it (issue 24.1:
// a seed run beside a running API left "MultiXactId … has not been created yet"). Whoever opens the folder first
// holds `<folder>.lock`, a file created exclusively next to it that names the holder; anyone else stops before
// touching the folder. A lock left by a process that died (same machine, its pid gone) is taken over.

/** Who holds the folder, written in the lock file as JSON. */
export interface LockHolder {
  pid: number;
  hostname: string;
  /** What the holder is: 'api', 'seed', 'db:move', 'test', … */
  role: string;
  command: string;
  startedAt: string;
  /** The API's own address once it listens: `npm run seed` sends its work there instead of opening the folder. */
  url?: string;
}

export class DataFolderLockedError extends Error {
  constructor(
    readonly folder: string,
    readonly holder: LockHolder,
  ) {
    super(
      `The embedded database ${folder} is in use by another process: ${describeHolder(holder)}.\n` +
        'PGlite can be opened by one process only; a second one would corrupt it. Nothing was changed.\n' +
        (holder.role === 'api'
          ? 'Stop that API first, or let it do the work (npm run seed sends the demo data to a running API).'
          : 'Wait for it to finish or stop it, then try again.'),
    );
    this.name = 'DataFolderLockedError';
  }
}

function describeHolder(holder: LockHolder): string {
  const where = holder.url ? ` at ${holder.url}` : '';
  return `${holder.role} (pid ${holder.pid} on ${holder.hostname}${where}, since ${holder.startedAt}): ${holder.command}`;
}

export const lockPathOf = (folder: string) => join(dirname(folder), `${basename(folder)}.lock`);

/** The holder written in the folder's lock file, or null when nobody holds it (or the holder is gone). */
export function readLockHolder(folder: string): LockHolder | null {
  const holder = readHolder(lockPathOf(folder));
  return holder && isAlive(holder) ? holder : null;
}

function readHolder(path: string): LockHolder | null {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as LockHolder;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    // Unreadable or half-written: written by a process that died between create and write (the file is written
    // before it is linked into place, so a live holder's file is always whole).
    return { pid: 0, hostname: hostname(), role: 'unknown', command: '', startedAt: '' };
  }
}

function isAlive(holder: LockHolder): boolean {
  // On another machine (a shared network folder) we cannot tell: count it as alive.
  if (holder.hostname !== hostname()) return true;
  if (!Number.isInteger(holder.pid) || holder.pid <= 0) return false;
  if (holder.pid === process.pid) return true;
  try {
    process.kill(holder.pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export interface DataFolderLock {
  readonly path: string;
  readonly holder: LockHolder;
  /** Records more about the holder (the API's URL once it listens). */
  update(patch: Partial<Pick<LockHolder, 'url'>>): void;
  release(): void;
}

/**
 * Takes the folder's lock or throws DataFolderLockedError naming the holder. The lock file is written whole under
 * a temporary name and hard-linked into place: link() fails if the name exists, so two starters cannot both win,
 * and a reader never sees a half-written file.
 */
export function acquireDataFolderLock(folder: string, role: string): DataFolderLock {
  const path = lockPathOf(folder);
  const holder: LockHolder = {
    pid: process.pid,
    hostname: hostname(),
    role,
    command: process.argv.slice(1).join(' '),
    startedAt: new Date().toISOString(),
  };
  const write = (target: string, value: LockHolder) => {
    const fd = openSync(target, 'w', 0o644);
    try {
      writeSync(fd, `${JSON.stringify(value, null, 2)}\n`);
    } finally {
      closeSync(fd);
    }
  };
  const staging = `${path}.${process.pid}.${Date.now()}`;
  write(staging, holder);
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        linkSync(staging, path);
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        const current = readHolder(path);
        if (current && isAlive(current)) throw new DataFolderLockedError(folder, current);
        if (attempt > 0) throw new DataFolderLockedError(folder, current ?? holder);
        // The holder died without releasing: move its file aside, then retry. Two takers of one stale lock: the
        // second may have moved the first's fresh file instead; it sees that and puts it back.
        const aside = `${path}.stale-${process.pid}`;
        try {
          renameSync(path, aside);
        } catch (renameError) {
          if ((renameError as NodeJS.ErrnoException).code !== 'ENOENT') throw renameError;
          continue;
        }
        const moved = readHolder(aside);
        if (moved && current && (moved.pid !== current.pid || moved.startedAt !== current.startedAt)) {
          renameSync(aside, path);
          throw new DataFolderLockedError(folder, moved);
        }
        rmSync(aside, { force: true });
      }
    }
  } finally {
    rmSync(staging, { force: true });
  }
  let released = false;
  const state = { ...holder };
  return {
    path,
    holder: state,
    update(patch) {
      if (released) return;
      Object.assign(state, patch);
      // Written aside then renamed over: readers see the old or the new file, never a partial one.
      const next = `${path}.${process.pid}.update`;
      write(next, state);
      renameSync(next, path);
    },
    release() {
      if (released) return;
      released = true;
      // Only our own lock: never remove one another process took over after ours was declared dead.
      if (readHolder(path)?.pid === process.pid) rmSync(path, { force: true });
    },
  };
}

/** Releases the lock if the process exits without closing the database (a crash after the lock was taken). */
export function releaseOnExit(lock: DataFolderLock): () => void {
  const onExit = () => lock.release();
  process.once('exit', onExit);
  return () => process.off('exit', onExit);
}
