// The cluster's ports: the `npm start` layout of the app registry (tooling/src/rsbuild/apps.ts: shell 8080, remotes
// 8081…, API 8090) moved up by its CLUSTER_PORT_OFFSET, so a cluster and `npm start` or the e2e portal run side by side.
import { API_PORT, CLUSTER_PORT_OFFSET, SHELL } from '../lib/apps.mjs';

export const CLUSTER_PORTS = {
  shell: SHELL.clusterPort,
  /** API process n (0-based) listens on api + n. */
  api: API_PORT + CLUSTER_PORT_OFFSET,
  s3: 8199,
};
