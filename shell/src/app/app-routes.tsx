import { canAccess, useSession } from '@portal/shared/core';
import { PUBLIC_PAGE_ROUTES, SiteSlotsProvider } from '@portal/site';
import { Suspense, useDeferredValue } from 'react';
import { matchPath, Navigate, Route, Routes, useLocation } from 'react-router';
import { NotFoundPage } from '../errors/error-page';
import { LanguageSwitch } from '../layout/language-switch';
import { ModuleUnavailable } from '../modules/module-unavailable';
import { useModules } from '../modules/use-modules';
import { buildNavigation } from '../navigation/build-navigation';
import { SHELL_NAVIGATION } from '../navigation/shell-navigation';
import { PageLoading } from '../pages/page-loading';
import { shellPage } from '../pages/shell-pages';
import { isCompanyAccount } from '../routing/company-account';
import { Guard } from '../routing/guard';
import { rootRedirect, SHELL_REDIRECTS, SHELL_ROUTES } from '../routing/shell-routes';
import { signedInViews } from './signed-in-views';

/** Signed in with what to act as: a company role (Role-Id), or an ops or provider account, which has none. */
function useActsAs(): boolean {
  const { roleId, user } = useSession();
  return Boolean(roleId) || (Boolean(user) && !isCompanyAccount(user));
}

function RootRedirect() {
  const actsAs = useActsAs();
  const { search } = useLocation();
  const modules = useModules();
  // The landing page depends on the menu the user may see, known once the module manifest is read.
  if (actsAs && !modules.data && !modules.isError) return <PageLoading />;
  const allowed = buildNavigation(modules.data?.modules ?? [], canAccess, SHELL_NAVIGATION).flatMap((group) =>
    group.items.map((item) => item.to),
  );
  return <Navigate to={rootRedirect(actsAs, search, allowed)} replace />;
}

const SHELL_PATHS = [
  '/',
  ...SHELL_ROUTES.map((r) => r.path),
  ...SHELL_REDIRECTS.map((r) => r.from),
  ...PUBLIC_PAGE_ROUTES.map((r) => r.path),
];

function isShellPath(pathname: string): boolean {
  return SHELL_PATHS.some((path) => matchPath({ path, end: true }, pathname));
}

// The public pages' header shows the host's language switch (the site package never imports the shell).
const SITE_SLOTS = { languageSwitch: <LanguageSwitch /> };

export function AppRoutes() {
  const { pathname } = useLocation();
  const actsAs = useActsAs();
  // A guest on a shell page (sign-in, registration) needs no module: the manifest, routes documents and the
  // federation runtime wait until someone signs in or opens a module's path.
  const modules = useModules(actsAs || !isShellPath(pathname));
  // The manifest's answer renders the whole signed-in layout and the module route. A query's answer is a
  // useSyncExternalStore update, which React renders synchronously: on a phone that was one task of more than a
  // second (e2e/perf/start-profile.spec.ts, issue 29.2). Deferred, this render stays as it was (cheap) and React
  // renders the layout with the answer right after, in slices, yielding to the browser between them.
  const manifest = useDeferredValue(modules.data);
  // Behind the guard: the signed-in layout (navigation, icons, company switch…) and the remote outlet (single-spa,
  // the federation calls). The sign-in page downloads neither (issue 15.1).
  const { DefaultLayout, ModuleRoute } = signedInViews();

  // Module routes are known only once the manifest is read; shell pages never wait for it.
  if (!manifest && !isShellPath(pathname)) {
    if (modules.isError) return <ModuleUnavailable moduleName="modules" onRetry={() => void modules.refetch()} />;
    return <PageLoading />;
  }
  const enabled = manifest?.modules ?? [];
  // A module whose routes document failed: its paths are unknown, so any path no one else answers may be
  // one of its pages; show it unavailable with retry (like a remote that fails to load) instead of not found.
  const unavailable = manifest?.unavailable[0];
  const prefixes = enabled.flatMap((module) => module.routePrefixes);
  const blank = SHELL_ROUTES.filter((r) => r.layout === 'blank');
  const inLayout = SHELL_ROUTES.filter((r) => r.layout === 'default');

  return (
    <SiteSlotsProvider value={SITE_SLOTS}>
      <Routes>
        <Route path="/" element={<RootRedirect />} />
        {SHELL_REDIRECTS.map((r) => (
          <Route key={r.from} path={r.from} element={<Navigate to={r.to} replace />} />
        ))}
        {blank.map((route) => (
          <Route key={route.path} path={route.path} element={<Guard access={route.access}>{shellPage(route)}</Guard>} />
        ))}
        {PUBLIC_PAGE_ROUTES.filter((r) => r.layout === 'blank').map((route) => (
          <Route key={route.path} path={route.path} element={route.element} />
        ))}
        <Route
          element={
            <Suspense fallback={<PageLoading />}>
              <DefaultLayout modules={enabled} />
            </Suspense>
          }
        >
          {inLayout.map((route) => (
            <Route
              key={route.path}
              path={route.path}
              element={<Guard access={route.access}>{shellPage(route)}</Guard>}
            />
          ))}
          {PUBLIC_PAGE_ROUTES.filter((r) => r.layout === 'default').map((route) => (
            <Route
              key={route.path}
              path={route.path}
              element={
                <Guard access={{ kind: route.access === 'public' ? 'public' : 'protected' }}>{route.element}</Guard>
              }
            />
          ))}
          {prefixes.map((prefix) => (
            <Route key={prefix} path={`${prefix}/*`} element={<ModuleRoute modules={enabled} />} />
          ))}
          {unavailable ? (
            <Route
              path="*"
              element={
                <Guard access={{ kind: 'protected' }}>
                  <ModuleUnavailable
                    moduleName={unavailable.name}
                    detail={unavailable.detail}
                    onRetry={() => void modules.refetch()}
                  />
                </Guard>
              }
            />
          ) : null}
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </SiteSlotsProvider>
  );
}
