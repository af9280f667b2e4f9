export { createRemoteApp } from './create-remote-app';
export { DeclaredRoutes } from './declared-routes';
export type { RemoteLifecycles, RemoteMountProps } from './remote-contract';
export {
  defineRemoteRoutes,
  type Labels,
  REMOTE_CONTRACT_VERSION,
  type RemoteRoute,
  type RemoteRoutesDeclaration,
  ROUTES_DOCUMENT_FILE,
  type RoutesDocument,
  routesDocument,
  routesDocumentSchema,
} from './remote-routes';
export { RemoteCrash } from './remote-crash';
