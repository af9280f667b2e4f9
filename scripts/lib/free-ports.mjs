// `npm start` on a machine where a port of the portal is taken (another `npm start`, a dev server, another program)
// must stop with the port named, not print "running" while its own servers failed to listen and the health checks
// are answered by whatever holds the ports (issue 16 point 9).
import { createServer } from 'node:net';

export class PortInUseError extends Error {
  /** @param {{ name: string, port: number }[]} taken */
  constructor(taken) {
    const list = taken.map(({ name, port }) => `${port} (${name})`).join(', ');
    super(
      `${taken.length === 1 ? 'Port' : 'Ports'} ${list} already in use: another portal or program is listening there. ` +
        'Stop it (or free the port) and run the command again.',
    );
    this.name = 'PortInUseError';
    this.taken = taken;
  }
}

/** Whether this process could listen on `port` on `host` (the servers listen on localhost: 127.0.0.1 and ::1). */
function canListen(port, host) {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', (error) => {
      if (error.code === 'EADDRINUSE' || error.code === 'EACCES') resolve(false);
      // No IPv6 on this machine: nothing can listen on ::1 either.
      else if (error.code === 'EADDRNOTAVAIL' || error.code === 'EAFNOSUPPORT') resolve(true);
      else reject(error);
    });
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/**
 * Throws a PortInUseError naming every port of `ports` something already listens on.
 * @param {{ name: string, port: number }[]} ports
 */
export async function assertPortsFree(ports) {
  const taken = [];
  for (const entry of ports) {
    const free = (await canListen(entry.port, '127.0.0.1')) && (await canListen(entry.port, '::1'));
    if (!free) taken.push(entry);
  }
  if (taken.length > 0) throw new PortInUseError(taken);
}
