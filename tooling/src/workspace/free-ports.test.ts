import { createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM module of the root scripts, without types
import { assertPortsFree, PortInUseError } from '../../../scripts/lib/free-ports.mjs';

// `npm start` (scripts/lib/stack.mjs) checks its ports before starting anything (issue 16 point 9).

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

async function listening(host: string): Promise<number> {
  const server = createServer();
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

async function freePort(): Promise<number> {
  const port = await listening('127.0.0.1');
  await new Promise((resolve) => servers.pop()?.close(resolve));
  return port;
}

describe('the ports npm start needs', () => {
  it('names each port something already listens on, on the IPv4 or the any address', async () => {
    const onLoopback = await listening('127.0.0.1');
    const onAny = await listening('0.0.0.0');
    const free = await freePort();
    const check = assertPortsFree([
      { name: 'API', port: onLoopback },
      { name: 'mf-orders', port: free },
      { name: 'shell', port: onAny },
    ]);
    await expect(check).rejects.toBeInstanceOf(PortInUseError);
    await expect(check).rejects.toThrow(
      `Ports ${onLoopback} (API), ${onAny} (shell) already in use: another portal or program is listening there.`,
    );
  });

  it('passes when every port is free', async () => {
    await expect(assertPortsFree([{ name: 'shell', port: await freePort() }])).resolves.toBeUndefined();
  });
});
