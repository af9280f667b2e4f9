import type { Location, Navigator } from 'react-router';

// The contract between the shell and a remote, version-checked through the `shared` singleton.
// The shell owns the browser history; a remote routes on the location the shell hands it and
// navigates through the shell's navigator, so there is one history and one source of truth.

export type RemoteMountProps = {
  /** Module name from the module manifest, e.g. `orders`. */
  moduleName: string;
  domElement: HTMLElement;
  location: Location;
  navigator: Navigator;
};

export type RemoteLifecycles = {
  bootstrap: (props: RemoteMountProps & { name: string }) => Promise<unknown>;
  mount: (props: RemoteMountProps & { name: string }) => Promise<unknown>;
  unmount: (props: RemoteMountProps & { name: string }) => Promise<unknown>;
  update?: (props: RemoteMountProps & { name: string }) => Promise<unknown>;
};

// REMOTE_CONTRACT_VERSION lives in remote-routes.ts (React-free, the build reads it too). Version 2: routes
// moved from the ops manifest into each remote's routes document.
