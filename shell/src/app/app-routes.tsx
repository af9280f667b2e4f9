import { Spinner } from '@fluentui/react-components';
import { useSession } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { LoginPage } from '../auth/pages/login-page';
import { RegisterPage } from '../auth/pages/register-page';
import { NotAuthorizedPage, NotFoundPage } from '../errors/error-page';
import { DefaultLayout } from '../layout/default-layout';
import { ModuleRoute } from '../modules/module-route';
import { ModuleUnavailable } from '../modules/module-unavailable';
import { useModules } from '../modules/use-modules';
import { Guard } from '../routing/guard';
import { rootRedirect, SHELL_ROUTES, type ShellRouteId } from '../routing/shell-routes';

const SHELL_PAGES: Record<ShellRouteId, () => React.JSX.Element> = {
  login: LoginPage,
  register: RegisterPage,
  'not-authorized': NotAuthorizedPage,
  'not-found': NotFoundPage,
};

function RootRedirect() {
  const { roleId } = useSession();
  const { search } = useLocation();
  return <Navigate to={rootRedirect(Boolean(roleId), search)} replace />;
}

function isShellPath(pathname: string): boolean {
  return pathname === '/' || SHELL_ROUTES.some((route) => route.path === pathname);
}

export function AppRoutes() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const modules = useModules();

  // Module routes are known only once the manifest is read; shell pages never wait for it.
  if (!modules.data && !isShellPath(pathname)) {
    if (modules.isError) {
      return <ModuleUnavailable moduleName="modules" onRetry={() => void modules.refetch()} />;
    }
    return <Spinner label={t('module.loading')} style={{ padding: 96 }} />;
  }
  const enabled = modules.data ?? [];
  const prefixes = enabled.flatMap((module) => module.routePrefixes);

  return (
    <Routes>
      <Route path="/" element={<RootRedirect />} />
      {SHELL_ROUTES.map((route) => {
        const Page = SHELL_PAGES[route.id];
        return (
          <Route
            key={route.path}
            path={route.path}
            element={
              <Guard access={route.access}>
                <Page />
              </Guard>
            }
          />
        );
      })}
      <Route element={<DefaultLayout modules={enabled} />}>
        {prefixes.map((prefix) => (
          <Route key={prefix} path={`${prefix}/*`} element={<ModuleRoute modules={enabled} />} />
        ))}
      </Route>
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
