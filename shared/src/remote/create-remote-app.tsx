import * as React from 'react';
import { type ComponentType, createElement, type ReactNode, startTransition } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { Router } from 'react-router';
import singleSpaReact from 'single-spa-react';
import { type NamespaceResources, registerTranslations } from '../i18n/i18n-instance';
import { PortalProviders } from '../ui/portal-providers';
import type { RemoteLifecycles, RemoteMountProps } from './remote-contract';
import { RemoteCrash } from './remote-crash';
import { REMOTE_CONTRACT_VERSION } from './remote-routes';

type RootProps = RemoteMountProps & { app: ComponentType };

/** The remote's React root: the shared providers, then its routes on the shell's location and history. */
function RemoteRoot({ app: App, location, navigator }: RootProps) {
  return (
    <PortalProviders>
      <Router location={location} navigator={navigator}>
        <App />
      </Router>
    </PortalProviders>
  );
}

type Options = {
  /** Federation name, also the React `useId` prefix so two roots never generate the same ids. */
  name: string;
  /** i18next namespace of this remote. */
  namespace: string;
  translations: NamespaceResources;
  /** The remote's routes, relative to the whole URL (they include the module's prefix). */
  App: ComponentType;
  /** What a crash inside the remote shows, instead of taking the shell down (the shared RemoteCrash by default). */
  errorFallback?: (error: Error) => ReactNode;
};

/**
 * Builds the single-spa lifecycles a remote exposes. The remote owns its React root and routes;
 * providers wrap the shared singletons (query client, i18n, ability, theme) around it.
 */
export function createRemoteApp({
  name,
  namespace,
  translations,
  App,
  errorFallback = (error) => createElement(RemoteCrash, { error }),
}: Options): RemoteLifecycles & {
  contractVersion: number;
} {
  let registered = false;
  const lifecycles = singleSpaReact({
    React,
    // single-spa-react calls createRoot(el) only; give each remote root its own id prefix (Fluent styles rely on it),
    // and render it as a transition: React then renders the page in slices, yielding to the browser between them,
    // instead of one long task (issue 29.2).
    ReactDOMClient: {
      createRoot: (el: Element | DocumentFragment): Root => {
        const root = createRoot(el, { identifierPrefix: `${name}-` });
        return { render: (children) => startTransition(() => root.render(children)), unmount: () => root.unmount() };
      },
    } as unknown as typeof import('react-dom/client'),
    rootComponent: ((props: RemoteMountProps) =>
      createElement(RemoteRoot, { ...props, app: App })) as unknown as ComponentType<import('single-spa').AppProps>,
    errorBoundary: (error: Error) => createElement(PortalProviders, null, errorFallback(error)),
  });
  return {
    contractVersion: REMOTE_CONTRACT_VERSION,
    bootstrap: async (props) => {
      if (!registered) {
        registerTranslations(namespace, translations);
        registered = true;
      }
      return lifecycles.bootstrap(props as never);
    },
    mount: (props) => lifecycles.mount(props as never),
    unmount: (props) => lifecycles.unmount(props as never),
    update: (props) => (lifecycles.update ? lifecycles.update(props as never) : Promise.resolve()),
  };
}
