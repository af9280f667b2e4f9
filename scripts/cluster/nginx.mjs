// nginx (the Debian package) in front of the cluster, run as a throwaway process with a configuration written
// for this run: the shared snippets of deploy/nginx/portal plus the server blocks of this topology.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { networkInterfaces } from 'node:os';
import { join } from 'node:path';
import { root } from '../lib/stack.mjs';

const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

/** Installs nginx (and its brotli_static module) from Debian when missing and this runs as root, like Chromium. */
export function ensureNginx() {
  if (existsSync(NGINX) && existsSync(BROTLI_MODULE)) return;
  if (process.getuid?.() === 0) {
    console.log('nginx is missing: installing the Debian packages (apt-get)...');
    const apt = (args) =>
      spawnSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    apt(['update', '-qq']);
    apt(['install', '-y', '-qq', 'nginx', 'libnginx-mod-http-brotli-static']);
  }
  if (!existsSync(NGINX)) {
    throw new Error(
      `No nginx at ${NGINX}: apt-get install -y nginx libnginx-mod-http-brotli-static, or set NGINX_PATH`,
    );
  }
}

/** Helmet's serialisation of a directives object (what the Node servers send). */
export const cspHeader = (directives) =>
  Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join(';');

const hasIpv6Loopback = () =>
  Object.values(networkInterfaces())
    .flat()
    .some((address) => address?.address === '::1');

const quote = (value) => `"${value.replace(/(["\\$])/g, '\\$1')}"`;

/**
 * Writes <dir>/conf/nginx.conf (and the shared snippets beside it) and returns the nginx command line.
 * @param {{ dir: string, shell: { port: number, dist: string, csp: string }, remotes: { port: number, dist: string }[],
 *   remoteCsp: string, apiPorts: number[], modulesDir: string }} topology
 */
export function writeNginxConfig(dir, topology) {
  const conf = join(dir, 'conf');
  mkdirSync(join(dir, 'logs'), { recursive: true });
  cpSync(join(root, 'deploy/nginx/portal'), join(conf, 'portal'), { recursive: true });
  const listen = (port) =>
    [`listen 127.0.0.1:${port};`, ...(hasIpv6Loopback() ? [`listen [::1]:${port};`] : [])].join(' ');
  const isRoot = process.getuid?.() === 0;
  const brotli = existsSync(BROTLI_MODULE);
  const lines = [
    '# Written by scripts/cluster/nginx.mjs for one run of the local cluster.',
    // As root, the workers drop to nobody (they only read the builds and write their temp files).
    ...(isRoot ? ['user nobody nogroup;'] : []),
    ...(brotli ? [`load_module ${BROTLI_MODULE};`] : []),
    'worker_processes 1;',
    `pid ${join(dir, 'nginx.pid')};`,
    'error_log stderr warn;',
    'events { worker_connections 1024; }',
    'http {',
    '  access_log off;',
    '  include portal/http.conf;',
    ...(brotli ? ['  brotli_static on;'] : []),
    '  upstream portal_api {',
    ...topology.apiPorts.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=5s;`),
    '    keepalive 32;',
    '  }',
    '  server {',
    `    ${listen(topology.shell.port)}`,
    `    root ${topology.shell.dist};`,
    `    set $portal_csp ${quote(topology.shell.csp)};`,
    '    set $portal_corp "same-origin";',
    '    set $portal_cors "";',
    `    set $portal_modules_root ${topology.modulesDir};`,
    '    include portal/static-host.conf;',
    '    include portal/api-proxy.conf;',
    '  }',
    ...topology.remotes.flatMap((remote) => [
      '  server {',
      `    ${listen(remote.port)}`,
      `    root ${remote.dist};`,
      `    set $portal_csp ${quote(topology.remoteCsp)};`,
      '    set $portal_corp "cross-origin";',
      '    set $portal_cors "*";',
      '    include portal/static-remote.conf;',
      '  }',
    ]),
    '}',
  ];
  const file = join(conf, 'nginx.conf');
  writeFileSync(file, `${lines.join('\n')}\n`);
  return { command: NGINX, args: ['-p', dir, '-c', file, '-g', 'daemon off;'] };
}

/** `nginx -t` on the written configuration: a broken one fails with nginx's own message. */
export function testNginxConfig({ command, args }) {
  const result = spawnSync(command, [...args, '-t'], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`nginx -t failed:\n${result.stderr}`);
}
