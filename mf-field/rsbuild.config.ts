import { definePortalApp } from '@portal/tooling/rsbuild';

// Name, ports and federation settings follow from this folder's line in tooling/src/rsbuild/apps.ts.
export default definePortalApp({ root: import.meta.dirname });
