import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_CONTENT_SECURITY_POLICY, portalContentSecurityPolicy } from '@portal/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { PORTAL_APPS } from '../rsbuild/apps';
import { type ModulesManifest, mergeModulesManifest } from '../serve/modules-manifest';
import { enabledRemoteOrigins } from '../serve/security-headers';
import { buildStaticApp } from '../serve/static-app';

// deploy/ cannot be run here (no Docker daemon): these checks keep its files consistent with the code they deploy.
// compose.yaml against the API's configuration and the module manifest, the nginx templates against the security
// policy (contract/src/security-headers.ts) and the Node static servers, and every nginx file through `nginx -t`.

const repo = fileURLToPath(new URL('../../../', import.meta.url));
const read = (path: string) => readFileSync(join(repo, path), 'utf8');

type Service = {
  environment?: Record<string, string>;
  ports?: string[];
  build?: { args?: Record<string, string> };
  volumes?: string[];
};
const compose = parse(read('deploy/compose.yaml'), { merge: true }) as { services: Record<string, Service> };
const services = compose.services;
const remotes = PORTAL_APPS.filter((app) => app.kind === 'remote');

/** compose's `${NAME:-default}` → default, `${NAME:?...}` / `${NAME}` → a value that satisfies any check. */
const resolveCompose = (value: string) =>
  value.replace(/\$\{[A-Z0-9_]+(?::-([^}]*)|:\?[^}]*)?\}/g, (_, fallback?: string) =>
    fallback !== undefined ? fallback : 'x'.repeat(40),
  );

/** The API's loadConfig run on an environment, in a child process with the API's own loader (tsx). */
function apiConfigProblems(env: Record<string, string>): string[] {
  const script = `import { loadConfig } from './src/platform/config/config.ts';
    try { loadConfig(JSON.parse(process.env.CONFIG_ENV)); console.log('[]'); }
    catch (error) { console.log(JSON.stringify(error.problems ?? [String(error)])); }`;
  const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: join(repo, 'api'),
    env: { PATH: process.env.PATH, CONFIG_ENV: JSON.stringify(env) },
    encoding: 'utf8',
  });
  return JSON.parse(out.trim().split('\n').pop() ?? '[]');
}

/** Helmet's serialisation of a policy, as the Node servers send it. */
const cspHeader = (directives: Record<string, string[]>) =>
  Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join(';');

const cspOfTemplate = (file: string) => /set \$portal_csp "([^"]+)";/.exec(read(file))?.[1];

/** What the image's entrypoint does to a template (envsubst of the variables set). */
const substitute = (template: string, values: Record<string, string>) =>
  template.replace(/\$\{([A-Z_]+)\}/g, (placeholder, name: string) => values[name] ?? placeholder);
const TEMPLATE_VALUES = { REMOTE_ORIGINS: 'https://a.example', SHELL_UPSTREAM: '127.0.0.1:8080' };

describe('deploy/compose.yaml', () => {
  it('describes the topology: PostgreSQL, S3 (MinIO), two API processes, the shell and each remote, the proxy', () => {
    expect(Object.keys(services).sort()).toEqual(
      ['postgres', 'minio', 'minio-bucket', 'api-1', 'api-2', 'proxy', ...PORTAL_APPS.map((app) => app.dir)].sort(),
    );
    for (const app of PORTAL_APPS) expect(services[app.dir]?.build?.args?.APP).toBe(app.dir);
    expect(services.proxy?.environment?.API_UPSTREAMS).toBe('api-1:8090 api-2:8090');
  });

  it.each(['api-1', 'api-2'])('gives %s a production configuration the API accepts', (name) => {
    const env = Object.fromEntries(
      Object.entries(services[name]?.environment ?? {}).map(([key, value]) => [key, resolveCompose(String(value))]),
    );
    expect(env.NODE_ENV).toBe('production');
    // A required variable stands as 40 x's here; the seller's VAT number (ADR 0054) and the stamp's PEM texts
    // (ADR 0057; the stamp checks the key against the certificate when it loads them) are checked for their shape.
    const operator = {
      PUBLIC_URL: 'https://portal.example.com',
      EINVOICING_SELLER_VAT_NUMBER: '310122393500003',
      EINVOICING_CERTIFICATE: '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----',
      EINVOICING_PRIVATE_KEY: '-----BEGIN PRIVATE KEY-----\nMIGE\n-----END PRIVATE KEY-----',
      // Fatoora's base URL is checked for its shape (ADR 0062).
      FATOORA_BASE_URL: 'https://gw-fatoora.zatca.gov.sa/e-invoicing/core',
    };
    expect(apiConfigProblems({ ...env, ...operator })).toEqual([]);
    // Every variable set is one the API reads (a typo would be ignored silently), but the object storage settings,
    // which the S3 adapter reads once merged (issue 24.3).
    // The API's configuration: config.ts and the parts it reads from files of their own (e-invoicing, ADR 0054).
    const config = ['config.ts', 'einvoicing-config.ts']
      .map((file) => read(`api/src/platform/config/${file}`))
      .join('\n');
    const unknown = Object.keys(env).filter(
      (key) => !config.includes(key) && !/^(S3_[A-Z_]+|FILES_STORAGE)$/.test(key),
    );
    expect(unknown).toEqual([]);
  });

  it('serves each remote on the origin the module manifest names, and the shell allows exactly those', () => {
    const manifest = mergeModulesManifest(
      JSON.parse(read('shell/environments/base.json')) as ModulesManifest,
      JSON.parse(read('deploy/compose/modules.json')),
    );
    expect(manifest.modules.map((module) => module.name).sort()).toEqual(
      remotes.map((app) => app.dir.replace(/^mf-/, '')).sort(),
    );
    for (const module of manifest.modules) {
      const published = services[`mf-${module.name}`]?.ports?.[0]?.split(':')[0];
      expect(module.manifestUrl).toBe(`http://localhost:${published}/mf-manifest.json`);
    }
    expect(services.shell?.environment?.REMOTE_ORIGINS?.split(' ').sort()).toEqual(
      enabledRemoteOrigins(manifest).sort(),
    );
  });
});

describe('deploy/nginx', () => {
  it("sends the contract's Content-Security-Policy: the portal's for the shell, the API's for a remote", () => {
    const host = cspOfTemplate('deploy/nginx/templates/host.conf.template');
    expect(substitute(host ?? '', TEMPLATE_VALUES)).toBe(cspHeader(portalContentSecurityPolicy(['https://a.example'])));
    expect(cspOfTemplate('deploy/nginx/templates/remote.conf.template')).toBe(cspHeader(API_CONTENT_SECURITY_POLICY));
  });

  it('adds the security headers the Node static servers add', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'deploy-headers-'));
    writeFileSync(join(dist, 'mf-manifest.json'), '{}');
    const app = await buildStaticApp({ distDir: dist, spaFallback: false, cors: true });
    const node = (await app.inject({ url: '/mf-manifest.json' })).headers;
    await app.close();
    rmSync(dist, { recursive: true, force: true });
    const nginx = Object.fromEntries(
      [...read('deploy/nginx/portal/security-headers.conf').matchAll(/^add_header ([\w-]+) "([^"]*)" always;$/gm)].map(
        ([, name, value]) => [name!.toLowerCase(), value],
      ),
    );
    // The constant headers (the per-server ones, CSP, CORP and CORS, are checked above and by the cluster test).
    expect(Object.keys(nginx).length).toBeGreaterThan(5);
    for (const [name, value] of Object.entries(nginx)) expect(node[name], name).toBe(value);
  });

  const nginx = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
  const work = mkdtempSync(join(tmpdir(), 'deploy-nginx-'));
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it.runIf(existsSync(nginx)).each(['host', 'remote', 'proxy'])(
    'accepts the %s image configuration (nginx -t)',
    (kind) => {
      const conf = join(work, kind);
      mkdirSync(join(conf, 'conf.d'), { recursive: true });
      cpSync(join(repo, 'deploy/nginx/portal'), join(conf, 'portal'), { recursive: true });
      const main = read('deploy/nginx/static-nginx.conf')
        .replaceAll('/tmp/', `${conf}/`)
        .replace('/dev/stdout', join(conf, 'access.log'));
      writeFileSync(join(conf, 'nginx.conf'), main);
      writeFileSync(join(conf, 'conf.d/portal-upstreams.inc'), 'server 127.0.0.1:8090;\n');
      const server = substitute(read(`deploy/nginx/templates/${kind}.conf.template`), TEMPLATE_VALUES);
      expect(server).not.toMatch(/\$\{[A-Z_]+\}/);
      writeFileSync(join(conf, 'conf.d/default.conf'), server);
      const result = spawnSync(nginx, ['-t', '-p', conf, '-c', join(conf, 'nginx.conf')], { encoding: 'utf8' });
      expect(result.status, result.stderr).toBe(0);
    },
  );
});
