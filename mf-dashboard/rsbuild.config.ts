import { definePortalApp } from '@portal/tooling/rsbuild';

export default definePortalApp({
  root: import.meta.dirname,
  dir: 'mf-dashboard',
  exposes: { './app': './src/app-lifecycles.tsx' },
});
