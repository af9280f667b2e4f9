export { createRemoteApp } from './create-remote-app';
export { DeclaredRoutes } from './declared-routes';
export type { RemoteLifecycles, RemoteMountProps } from './remote-contract';
export { RemoteCrash } from './remote-crash';
export {
  defineRemoteRoutes,
  REMOTE_CONTRACT_VERSION,
  type RemoteRoutesDeclaration,
  ROUTES_DOCUMENT_FILE,
} from './remote-routes';
export {
  type Labels,
  type RemoteRoute,
  type RoutesDocument,
  routesDocument,
  routesDocumentSchema,
} from './routes-document';
