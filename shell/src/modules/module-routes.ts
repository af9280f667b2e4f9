import {
  type NamespaceResources,
  REMOTE_CONTRACT_VERSION,
  ROUTES_DOCUMENT_FILE,
  type RoutesDocument,
  routesDocumentSchema,
} from '@portal/shared/core';
import * as v from 'valibot';
import type { ModuleEntry, OpsModule } from './module-manifest';
import { takeEarlyResponse } from './remote-preload';

// Decision 0004: each remote ships its routes document next to its mf-manifest.json. The shell reads it
// (fresh, no remote code involved) to build navigation, guard and route names before any remote loads.

/** i18next namespace holding the labels of every module's routes document. */
export const MODULES_NAMESPACE = 'modules';

class RoutesDocumentError extends Error {
  constructor(
    readonly moduleName: string,
    message: string,
  ) {
    super(message);
    this.name = 'RoutesDocumentError';
  }
}

export function routesDocumentUrl(module: OpsModule): string {
  return new URL(ROUTES_DOCUMENT_FILE, module.manifestUrl).href;
}

/**
 * One module's routes document, validated; any failure names the module. The one /modules.json embeds is used as
 * is (issue 29.3); without it the document is fetched from the module's server.
 */
export async function readRoutesDocument(module: OpsModule): Promise<RoutesDocument> {
  const fail = (reason: string) =>
    new RoutesDocumentError(module.name, `The routes of module "${module.name}" could not be read: ${reason}`);
  let raw: unknown = module.routes;
  if (raw === undefined) {
    let response: Response;
    try {
      const url = routesDocumentUrl(module);
      response = await (takeEarlyResponse(url) ?? fetch(url, { cache: 'no-cache' }));
    } catch {
      throw fail('its server did not answer');
    }
    if (!response.ok) throw fail(`its server answered ${response.status}`);
    raw = await response.json().catch(() => null);
  }
  const parsed = v.safeParse(routesDocumentSchema, raw);
  if (!parsed.success) throw fail(v.summarize(parsed.issues));
  if (parsed.output.contractVersion !== REMOTE_CONTRACT_VERSION) {
    throw fail(
      `built for shell contract ${parsed.output.contractVersion}, this shell speaks ${REMOTE_CONTRACT_VERSION}`,
    );
  }
  return parsed.output;
}

/** The module as the shell uses it: ops entry + routes document; labels become `modules:` keys. */
export function moduleFromDocument(ops: OpsModule, document: RoutesDocument): ModuleEntry {
  const key = (...parts: string[]) => `${MODULES_NAMESPACE}:${[ops.name, ...parts].join('.')}`;
  const groups = new Map(document.groups.map((g) => [g.id, g]));
  return {
    name: ops.name,
    remote: document.remote,
    manifestUrl: ops.manifestUrl,
    titleKey: key('title'),
    routePrefixes: document.prefixes,
    routes: document.routes.map(({ path, name, action, subject, highlight }) => ({
      path,
      name,
      action,
      subject,
      highlight,
    })),
    navigation: document.routes.flatMap((route) => {
      const entry = route.navigation;
      if (!entry) return [];
      // The schema guarantees the group exists; a navigation entry needs exactly its route's rule.
      const group = groups.get(entry.group);
      return [
        {
          labelKey: key('routes', route.id),
          group: { key: entry.group, labelKey: key('groups', entry.group), order: group?.order ?? 0 },
          order: entry.order,
          icon: entry.icon,
          to: route.path,
          badge: entry.badge,
          action: route.action,
          subject: route.subject,
        },
      ];
    }),
  };
}

/** The labels of one module's routes document, per language, for the `modules` namespace. */
export function moduleLabels(moduleName: string, document: RoutesDocument): NamespaceResources {
  const inLanguage = (language: 'ar' | 'en' | 'fr') => ({
    [moduleName]: {
      title: document.title[language],
      groups: Object.fromEntries(document.groups.map((g) => [g.id, g.labels[language]])),
      routes: Object.fromEntries(
        document.routes.flatMap((r) => (r.navigation ? [[r.id, r.navigation.labels[language]]] : [])),
      ),
    },
  });
  return { ar: inLanguage('ar'), en: inLanguage('en'), fr: inLanguage('fr') };
}
