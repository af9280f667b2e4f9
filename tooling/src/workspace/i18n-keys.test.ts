import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  AUDIT_ACTIONS,
  MODULES,
  ORDER_STATUSES,
  PACKAGE_PAYMENT_METHODS,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  ROLE_CATALOG,
  ROLE_TYPES,
} from '@portal/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { workspaceRoot } from './workspace-root';

// Issue 28.6: no raw key on screen. Every `t('literal.key')` of the front-end code must exist in ar, en and fr, in
// the package's namespace or the shared `common` one. Typed translations catch most of this at compile time; this
// walk also catches the `as never` casts and the untyped `useTranslation('ns')` calls.
const LANGUAGES = ['ar', 'en', 'fr'] as const;
type Catalogue = Record<string, unknown>;
type Namespaces = Record<string, Record<(typeof LANGUAGES)[number], Catalogue>>;

/** Each package's folder, its namespace and where its catalogues live. */
const PACKAGES: { folder: string; namespace: string; i18n: string }[] = [
  { folder: 'shared', namespace: 'common', i18n: 'shared/src/i18n/locales' },
  { folder: 'shell', namespace: 'shell', i18n: 'shell/src/i18n' },
  { folder: 'mf-accounting', namespace: 'accounting', i18n: 'mf-accounting/src/i18n' },
  { folder: 'mf-branches', namespace: 'branches', i18n: 'mf-branches/src/i18n' },
  { folder: 'mf-dashboard', namespace: 'dashboard', i18n: 'mf-dashboard/src/i18n' },
  { folder: 'mf-ops', namespace: 'ops', i18n: 'mf-ops/src/i18n' },
  { folder: 'mf-orders', namespace: 'orders', i18n: 'mf-orders/src/i18n' },
  { folder: 'mf-users', namespace: 'users', i18n: 'mf-users/src/i18n' },
  { folder: 'mf-field', namespace: 'field', i18n: 'mf-field/src/i18n' },
];
/** Namespaces registered at run time from data (module labels), not from a catalogue file. */
const RUNTIME_NAMESPACES = new Set(['modules']);

const namespaces: Namespaces = {};
beforeAll(async () => {
  for (const { namespace, i18n } of PACKAGES) {
    const bundles = {} as Namespaces[string];
    for (const language of LANGUAGES) {
      const module = await import(pathToFileURL(join(workspaceRoot, i18n, `${language}.ts`)).href);
      bundles[language] = module[language] as Catalogue;
    }
    namespaces[namespace] = bundles;
  }
  // The orders remote's pages loaded on demand add the quotations' strings and their own (mf-orders on-demand.ts).
  const onDemand = await import(pathToFileURL(join(workspaceRoot, 'mf-orders/src/i18n/on-demand-strings.ts')).href);
  for (const language of LANGUAGES) {
    const quotations = await import(
      pathToFileURL(join(workspaceRoot, `mf-orders/src/i18n/quotations.${language}.ts`)).href
    );
    Object.assign(
      namespaces.orders![language],
      quotations[`quotations${language[0]!.toUpperCase()}${language[1]}`],
      onDemand.onDemandStrings(language),
    );
  }
  // The dashboard's scorecards page adds its strings under `scorecards` when it loads.
  for (const language of LANGUAGES) {
    const module = await import(
      pathToFileURL(join(workspaceRoot, `mf-dashboard/src/i18n/scorecards.${language}.ts`)).href
    );
    const own = namespaces.dashboard![language];
    own.scorecards = {
      ...(own.scorecards as Catalogue),
      ...module[`scorecards${language[0]!.toUpperCase()}${language[1]}`],
    };
  }
}, 60_000);

function lookup(catalogue: Catalogue, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Catalogue | undefined)?.[part], catalogue);
}

/** A key is there as a string, or as plural forms (`key_one`, `key_other`) that i18next picks from `count`. */
export function hasKey(catalogue: Catalogue, key: string): boolean {
  if (typeof lookup(catalogue, key) === 'string') return true;
  return typeof lookup(catalogue, `${key}_other`) === 'string';
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'i18n' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !path.includes('/testing/') ? [path] : [];
  });
}

/** `t('a.b')`, `t("a.b")` and `t('ns:a.b')` with a literal key (template literals are not walked). */
const CALL = /\b(?:t|tc|menuT)\(\s*(['"])([A-Za-z][\w.:-]*)\1/g;

type Use = { file: string; key: string };
function literalKeys(folder: string): Use[] {
  return sourceFiles(join(workspaceRoot, folder, 'src')).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(CALL)].map((m) => ({
      file: file.slice(workspaceRoot.length + 1),
      key: m[2]!,
    })),
  );
}

function missing(uses: Use[], own: string): string[] {
  const out: string[] = [];
  for (const { file, key } of uses) {
    const [ns, bare] = key.includes(':') ? key.split(':', 2) : [undefined, key];
    if (ns && RUNTIME_NAMESPACES.has(ns)) continue;
    for (const language of LANGUAGES) {
      const candidates = ns ? [ns] : [own, 'common'];
      const found = candidates.some((name) => {
        const catalogue = namespaces[name]?.[language];
        return catalogue !== undefined && hasKey(catalogue, bare!);
      });
      if (!found) out.push(`${language} ${key} (${file})`);
    }
  }
  return out;
}

describe('every literal translation key of the code exists in ar, en and fr (issue 28.6)', () => {
  for (const { folder, namespace } of PACKAGES) {
    it(folder, () => {
      const uses = literalKeys(folder);
      expect(uses.length).toBeGreaterThan(0);
      expect(missing(uses, namespace)).toEqual([]);
    });
  }

  it('finds a missing key (the check can fail)', () => {
    expect(missing([{ file: 'probe.tsx', key: 'roleEditor.groups.nowhere' }], 'users')).toHaveLength(3);
    expect(missing([{ file: 'probe.tsx', key: 'roleEditor.groups.orders' }], 'users')).toEqual([]);
  });
});

// The keys built from data (`t(\`roleEditor.groups.${group}\` as never)`): each value the contract allows has its text.
describe('every key built from a contract value exists in ar, en and fr (issue 28.6)', () => {
  const dynamic: { namespace: string; prefix: string; values: readonly string[] }[] = [
    { namespace: 'users', prefix: 'roleEditor.groups', values: [...new Set(MODULES.map((m) => m.group))] },
    { namespace: 'users', prefix: 'roleEditor.modules', values: ROLE_CATALOG.map((m) => m.subject) },
    { namespace: 'users', prefix: 'roleEditor.actions', values: [...new Set(ROLE_CATALOG.flatMap((m) => m.actions))] },
    { namespace: 'users', prefix: 'roleTypes', values: ROLE_TYPES },
    { namespace: 'users', prefix: 'auditActions', values: AUDIT_ACTIONS },
    { namespace: 'dashboard', prefix: 'status', values: ORDER_STATUSES },
    { namespace: 'dashboard', prefix: 'paymentStatus', values: PAYMENT_STATUSES },
    { namespace: 'dashboard', prefix: 'method', values: [...PAYMENT_METHODS, ...PACKAGE_PAYMENT_METHODS] },
  ];
  for (const { namespace, prefix, values } of dynamic) {
    it(`${namespace}: ${prefix}.*`, () => {
      const gaps = LANGUAGES.flatMap((language) =>
        values
          .filter((value) => !hasKey(namespaces[namespace]![language], `${prefix}.${value}`))
          .map((value) => `${language} ${prefix}.${value}`),
      );
      expect(gaps).toEqual([]);
    });
  }
});

/** Every dotted key of a catalogue whose text is a string. */
function keysOf(catalogue: Catalogue, prefix = ''): string[] {
  return Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value as Catalogue, `${prefix}${key}.`),
  );
}

// i18next picks the form from Intl.PluralRules: Arabic has six (0 zero, 1 one, 2 two, 3–10 few, 11–99 many, 100
// other); a form missing in ar falls back to the English text. English and French need one and other.
describe('plural texts have every form their language uses (issue 28.6)', () => {
  const needed = { ar: ['zero', 'one', 'two', 'few', 'many', 'other'], en: ['one', 'other'], fr: ['one', 'other'] };
  it.each(PACKAGES.map((p) => p.namespace))('%s', (namespace) => {
    const gaps: string[] = [];
    for (const language of LANGUAGES) {
      const catalogue = namespaces[namespace]![language];
      const plurals = keysOf(catalogue).filter((key) => key.endsWith('_other'));
      for (const key of plurals) {
        const base = key.slice(0, -'_other'.length);
        for (const form of needed[language]) {
          if (typeof lookup(catalogue, `${base}_${form}`) !== 'string') gaps.push(`${language} ${base}_${form}`);
        }
      }
    }
    expect(gaps).toEqual([]);
  });
});
