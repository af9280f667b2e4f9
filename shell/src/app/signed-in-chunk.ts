// What a signed-in page renders once the guard lets it: the layout and the remote outlet, one chunk group, so they
// arrive together instead of one after the other (issue 15.2). The sign-in page downloads neither.
export { DefaultLayout } from '../layout/default-layout';
export { ModuleRoute } from '../modules/module-route';
