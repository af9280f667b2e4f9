import { definePortalApp } from '@portal/tooling/rsbuild';

export default definePortalApp({ root: import.meta.dirname, dir: 'shell', title: 'B2B Portal' });
