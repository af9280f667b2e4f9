import { definePortalApp } from '@portal/tooling/rsbuild';
import { withSignInPage } from './sign-in-page.config';

export default withSignInPage(definePortalApp({ root: import.meta.dirname, title: 'B2B Portal' }));
