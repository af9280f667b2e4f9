export { API_PORT, appByDir, PORTAL_APPS, type PortalApp } from './apps';
export { definePortalApp } from './define-portal-app';
export { buildRoutesDocument, pluginRoutesDocument, ROUTES_DOCUMENT_FILE } from './routes-document';
export { SINGLETON_PACKAGES, sharedSingletons } from './shared-singletons';
