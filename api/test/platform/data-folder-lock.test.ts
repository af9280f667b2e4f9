import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { DataFolderLockedError, lockPathOf, readLockHolder } from '../../src/platform/db/data-folder-lock';
import { openEmbeddedDatabase } from '../../src/platform/db/database';
import {
  devEnv,
  httpCall,
  runApiScript,
  signInThrough,
  startApiProcess,
  stopApiProcesses,
} from '../support/api-process';

// Issue 24.1: the embedded database is never opened by two processes. Before, `npm run seed` beside a running API
// opened the same PGlite folder: the running API did not see the demo company and, after a restart, the folder
// was corrupt ("MultiXactId … has not been created yet"). These tests replay that path with real processes.

const folders: string[] = [];
const tempFolder = () => {
  const folder = mkdtempSync(join(tmpdir(), 'portal-lock-'));
  folders.push(folder);
  return folder;
};
afterAll(async () => {
  await stopApiProcesses();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

// The lock guards the embedded database's folder: a server run (TEST_DATABASE_URL) has none, so these run once.
describe.skipIf(inject('testDatabase').kind !== 'pglite')('the data folder lock (one process)', () => {
  it('refuses a second opener while the first holds it, naming the holder, and lets it in after', async () => {
    const dataDir = join(tempFolder(), 'pglite');
    const first = await openEmbeddedDatabase(dataDir, 'api');
    try {
      expect(readLockHolder(dataDir)).toMatchObject({ pid: process.pid, role: 'api', hostname: hostname() });
      const refused = await openEmbeddedDatabase(dataDir, 'seed').catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(DataFolderLockedError);
      expect((refused as Error).message).toContain(`api (pid ${process.pid}`);
      expect((refused as Error).message).toContain('Nothing was changed');
    } finally {
      await first.close();
    }
    expect(existsSync(lockPathOf(dataDir))).toBe(false);
    const second = await openEmbeddedDatabase(dataDir, 'seed');
    await second.close();
  });

  it('takes over a lock left by a process that died', async () => {
    const dataDir = join(tempFolder(), 'pglite');
    // The pid of a process that has exited: its lock is stale.
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']).stdout.toString();
    const stale = { pid: Number(gone), hostname: hostname(), role: 'api', command: 'x', startedAt: 'then' };
    writeFileSync(lockPathOf(dataDir), JSON.stringify(stale));
    expect(readLockHolder(dataDir)).toBeNull();
    const database = await openEmbeddedDatabase(dataDir, 'test');
    expect(JSON.parse(readFileSync(lockPathOf(dataDir), 'utf8'))).toMatchObject({ pid: process.pid, role: 'test' });
    await database.close();
  });
});

// Real processes (≈ 30 s): once, on the PGlite pass (the server pass has no data folder to protect).
describe.skipIf(inject('testDatabase').kind !== 'pglite')('the API process and its data folder', () => {
  const folder = tempFolder();
  const env = devEnv(join(folder, 'pglite'), join(folder, 'files'));
  const owner = '0500000001';
  /** The demo owner's session, opened by the first test (a session outlives restarts). */
  let token = '';

  it('seeds a running API through it, refuses a second opener, and the data survives a restart', async () => {
    const api = await startApiProcess(env);
    try {
      const holder = readLockHolder(env.DATA_DIR)!;
      expect(holder).toMatchObject({ pid: api.child.pid, role: 'api', url: api.url });

      // Today's corruption path: `npm run seed` in a second terminal. Now it goes through the running API.
      const seeded = await runApiScript('src/dev/seed/main.ts', [], env);
      expect(seeded.output).toContain(`seeding through ${api.url}`);
      expect(seeded.code).toBe(0);
      // The running API sees the demo company at once (before: "This phone number is not registered").
      token = await signInThrough(api.url, owner);

      // Anything else that would open the folder stops at once, naming the holder, and changes nothing.
      const moved = await runApiScript(
        'src/platform/db/move-main.ts',
        ['--to', 'postgres://nobody@127.0.0.1:1/none'],
        env,
      );
      expect(moved.code).toBe(1);
      expect(moved.output).toContain(`is in use by another process: api (pid ${holder.pid}`);
      const second = await startApiProcess(env).catch((error: Error) => error);
      expect(second).toBeInstanceOf(Error);
      expect((second as Error).message).toContain('is in use by another process');
    } finally {
      api.child.kill('SIGTERM');
      expect(await api.exited).toBe(0);
    }
    expect(readLockHolder(env.DATA_DIR)).toBeNull();

    // After the restart the folder is whole: the seed run directly now finds its data (it failed with
    // "MultiXactId … has not been created yet" after the old path).
    const again = await runApiScript('src/dev/seed/main.ts', [], env);
    expect(again.output).toContain('Demo data already present');
    expect(again.code).toBe(0);
  }, 120_000);

  it('loses no acknowledged write when stopped by SIGTERM during a burst of writes', async () => {
    let api = await startApiProcess(env);
    expect(token).not.toBe('');
    const reference = async (path: string) =>
      ((await httpCall(api.url, 'GET', path)).body.data as { items: { id: string; code: string }[] }).items;
    const riyadh = (await reference('/api/v1/public/areas/city?perPage=100')).find((c) => c.code === 'riyadh')!;
    const area = (await reference(`/api/v1/public/areas/area?perPage=100&city_id=${riyadh.id}`))[0]!;
    const type = (await reference('/api/v1/public/settings/propertyType?perPage=100'))[0]!;
    const run = randomBytes(2).toString('hex');

    const acknowledged: string[] = [];
    let refusedOrCut = 0;
    let stopAt = 0;
    const writer = async (worker: number) => {
      for (let i = 0; ; i++) {
        const code = `K${run}-${worker}-${i}`;
        try {
          const answer = await httpCall(api.url, 'POST', '/api/v1/company/branch', {
            token,
            body: {
              name: `Burst ${code}`,
              code,
              address: 'King Fahd Road',
              property_type_id: type.id,
              city_id: riyadh.id,
              area_id: area.id,
            },
          });
          if (answer.status === 201) acknowledged.push(code);
          else if (answer.status === 503) refusedOrCut += 1;
          else throw new Error(`unexpected ${answer.status}: ${answer.body.message}`);
        } catch (error) {
          if ((error as Error).message.startsWith('unexpected')) throw error;
          refusedOrCut += 1; // the connection was closed: the process is going away
          if (stopAt && Date.now() - stopAt > 1_000) return;
        }
        if (stopAt && Date.now() - stopAt > 15_000) return;
      }
    };
    const writers = Promise.all([0, 1, 2, 3, 4, 5].map(writer));
    while (acknowledged.length < 30) await new Promise((resolve) => setTimeout(resolve, 20));
    api.child.kill('SIGTERM');
    stopAt = Date.now();
    const [code] = await Promise.all([api.exited, writers]);
    expect(code).toBe(0);
    expect(refusedOrCut).toBeGreaterThan(0);
    const stoppedInMs = Date.now() - stopAt;

    api = await startApiProcess(env);
    try {
      const stored = await httpCall(api.url, 'GET', `/api/v1/company/branch?perPage=100&search=K${run}`, { token });
      expect(stored.status).toBe(200);
      const codes = new Set((stored.body.data as { items: { code: string }[] }).items.map((b) => b.code));
      const lost = acknowledged.filter((c) => !codes.has(c));
      expect(lost).toEqual([]);
      console.log(
        `SIGTERM during writes: ${acknowledged.length} acknowledged, all kept; ${refusedOrCut} refused or cut; stopped in ${stoppedInMs} ms`,
      );
    } finally {
      api.child.kill('SIGTERM');
      await api.exited;
    }
  }, 120_000);
});
