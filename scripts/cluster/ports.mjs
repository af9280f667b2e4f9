// The cluster's ports: the `npm start` layout (tooling/src/rsbuild/apps.ts: shell 8080, remotes 8081–8085, API
// 8090) moved up by 100, so a cluster and `npm start` or the e2e portal run side by side.
export const OFFSET = 100;
export const CLUSTER_PORTS = {
  shell: 8180,
  /** API process n (0-based) listens on api + n. */
  api: 8190,
  s3: 8199,
};
