import { definePortalApp } from '@portal/tooling/rsbuild';

export default definePortalApp({
  root: import.meta.dirname,
  dir: 'mf-branches',
  exposes: { './app': './src/app-lifecycles.tsx' },
});
