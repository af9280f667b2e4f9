import type { PortalApp } from '../rsbuild/apps';

// The files of a new remote (`npm run new-remote -- <name>`): one page, its route, its ar/en/fr strings and a test,
// built, served and guarded like every other remote. The configuration files are copied from an existing remote
// (new-remote-cli.ts), so the dependencies and compiler options stay the portal's.

const capitalised = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/** Path (inside the remote's folder) → content. */
export function remoteSources(app: PortalApp): Record<string, string> {
  const name = app.moduleName;
  const Name = capitalised(name);
  const routes = `${name}Routes`;
  const hook = `use${Name}Translation`;
  const path = `/b2b/${name}`;
  const strings = (title: string, intro: string) =>
    `  pages: {\n    home: '${title}',\n  },\n  home: {\n    intro: '${intro}',\n  },\n`;
  return {
    'src/index.ts': `// Opened directly, a remote only explains where it lives; the shell mounts it through ./app.\nimport('./standalone');\n`,
    'src/standalone.ts': `const root = document.getElementById('root') ?? document.body;\nroot.textContent =\n  '${app.federationName}: a Module Federation remote of the B2B portal. Open it through the shell; its manifest is /mf-manifest.json.';\n\nexport {};\n`,
    'src/app-lifecycles.tsx': `import { createRemoteApp } from '@portal/shared';
import { App } from './app';
import { ar } from './i18n/ar';
import { en } from './i18n/en';
import { fr } from './i18n/fr';

// What the shell mounts: single-spa lifecycles around this remote's own React root and routes.
export const { bootstrap, mount, unmount, update, contractVersion } = createRemoteApp({
  name: '${app.federationName}',
  namespace: '${name}',
  translations: { ar, en, fr },
  App,
});
`,
    'src/routes.ts': `import { defineRemoteRoutes } from '@portal/shared/remote-routes';

// The ${name} module's routes, declared once: they feed this remote's <Routes> (app.tsx) and the routes document
// the build emits for the shell (navigation, guard). No React: the build reads it in Node.
// The ability: replace it with the one your module's API calls need (the shell guards the page with it).
export const ${routes} = defineRemoteRoutes({
  title: { ar: '${Name}', en: '${Name}', fr: '${Name}' },
  prefixes: ['${path}'],
  groups: { ${name}: { order: 90, labels: { ar: '${Name}', en: '${Name}', fr: '${Name}' } } },
  routes: {
    home: {
      path: '${path}',
      action: 'read',
      subject: 'b2b_dashboard',
      navigation: { group: '${name}', icon: 'dashboard', order: 10, labels: { ar: '${Name}', en: '${Name}', fr: '${Name}' } },
    },
  },
});
`,
    'src/app.tsx': `import { DeclaredRoutes } from '@portal/shared';
import { HomePage } from './home-page';
import { ${routes} } from './routes';

/** The ${name} module's pages, one per route declared in routes.ts; the shell has already guarded them. */
export function App() {
  return <DeclaredRoutes declaration={${routes}} pages={{ home: <HomePage /> }} />;
}
`,
    'src/home-page.tsx': `import { PageHeader } from '@portal/shared';
import { ${hook} } from './i18n/${hook.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}';

export function HomePage() {
  const { t } = ${hook}();
  return (
    <div data-testid="${name}-page">
      <PageHeader title={t('pages.home')} />
      <p>{t('home.intro')}</p>
    </div>
  );
}
`,
    [`src/i18n/${hook.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}.ts`]: `import { useTypedTranslation } from '@portal/shared';
import type { en } from './en';

/** The \`${name}\` namespace with its keys checked against the English catalogue: a wrong key fails the type check. */
export const ${hook} = () => useTypedTranslation<typeof en>('${name}');
`,
    'src/i18n/en.ts': `export const en = {\n${strings(Name, `The ${name} module.`)}};\n`,
    'src/i18n/ar.ts': `import type { en } from './en';\n\nexport const ar: typeof en = {\n${strings(Name, `وحدة ${name}.`)}};\n`,
    'src/i18n/fr.ts': `import type { en } from './en';\n\nexport const fr: typeof en = {\n${strings(Name, `Le module ${name}.`)}};\n`,
    'src/app.test.tsx': `import { registerTranslations } from '@portal/shared';
import { declaredPaths, renderRemoteRoute } from '@portal/shared/testing';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from './app';
import { ar } from './i18n/ar';
import { en } from './i18n/en';
import { fr } from './i18n/fr';
import { ${routes} } from './routes';

// What createRemoteApp does when the shell mounts the remote.
registerTranslations('${name}', { ar, en, fr });

afterEach(cleanup);

// The shell routes every path this remote declares (routes.ts) to this remote: each must render its page.
describe('${name} remote routes', () => {
  it.each(declaredPaths(${routes}))('renders its page at %s', async (path) => {
    renderRemoteRoute(App, path);
    expect(await screen.findByTestId('${name}-page')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(ar.pages.home);
  });
});
`,
  };
}
