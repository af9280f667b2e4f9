import { appByDir, localOrigin, REMOTE_APPS } from '../../tooling/src/rsbuild/apps';

// Where the apps answer, from the one app registry (README "Add a remote"): the tests never restate a port.

/** An app's origin in the portal the e2e set-up starts (npm start ports). */
export const originOf = (dir: string) => localOrigin(appByDir(dir), 'local');

/** An app's origin in the local cluster (npm run start:cluster). */
export const clusterOriginOf = (dir: string) => localOrigin(appByDir(dir), 'cluster');

/** Every remote's origin in the e2e portal. */
export const remoteOrigins = () => REMOTE_APPS.map((app) => localOrigin(app, 'local'));
