import { type ComponentType, lazy, type ReactElement, Suspense } from 'react';
import { SignInDocument } from '../auth/pages/sign-in-document';
import { NotAuthorizedPage, NotFoundPage, ServerErrorPage, UnderMaintenancePage } from '../errors/error-page';
import type { ShellPageId, ShellRoute } from '../routing/shell-routes';
import { PageLoading } from './page-loading';
import { PlaceholderPage } from './placeholder-page';

// A guest's first visit of /login gets the sign-in document (decision 0022), not this app. Every shell page is its own
// chunk, fetched when first shown (issue 15.1); named `page-…`, so the libraries only they use stay out of the host's
// start files (tooling/src/rsbuild/host-chunks.ts). Error pages are tiny and needed by the guard.
const named = <T extends Record<string, ComponentType>>(load: () => Promise<T>, name: keyof T) =>
  lazy(() => load().then((m) => ({ default: m[name] as ComponentType })));

const RegisterPage = named(
  () => import(/* webpackChunkName: "page-register" */ '../auth/pages/register-page'),
  'RegisterPage',
);
const SigninPage = named(() => import(/* webpackChunkName: "page-signin" */ '../auth/pages/signin-page'), 'SigninPage');
const ForgotPasswordPage = named(
  () => import(/* webpackChunkName: "page-forgot-password" */ '../auth/pages/forgot-password-page'),
  'ForgotPasswordPage',
);
const AccountSettingsPage = named(
  () => import(/* webpackChunkName: "page-account-settings" */ '../account/account-settings-page'),
  'AccountSettingsPage',
);
const UserProfilePage = named(
  () => import(/* webpackChunkName: "page-user-profile" */ '../account/user-profile-page'),
  'UserProfilePage',
);
const AccountInformationPage = named(
  () => import(/* webpackChunkName: "page-account-information" */ '../account/account-information-page'),
  'AccountInformationPage',
);
const NotificationsPage = named(
  () => import(/* webpackChunkName: "page-notifications" */ '../notifications/notifications-page'),
  'NotificationsPage',
);
const SettingsPage = named(
  () => import(/* webpackChunkName: "page-settings" */ '../settings/settings-page'),
  'SettingsPage',
);
const AccessControlPage = named(
  () => import(/* webpackChunkName: "page-access-control" */ '../access-control/access-control-page'),
  'AccessControlPage',
);
const ChatPage = named(() => import(/* webpackChunkName: "page-chat" */ '../chat/chat-page'), 'ChatPage');
const CompanyServicesPage = named(
  () => import(/* webpackChunkName: "page-company-prices" */ '../company-prices/price-list-page'),
  'CompanyServicesPage',
);
const CompanyProductsPage = named(
  () => import(/* webpackChunkName: "page-company-prices" */ '../company-prices/price-list-page'),
  'CompanyProductsPage',
);
const ReelsPage = named(() => import(/* webpackChunkName: "page-reels" */ '../reels/reels-page'), 'ReelsPage');
// The company's contract and shifts (issue 32.1, ADR 0072): shell pages beside the account information.
const ContractPage = named(
  () => import(/* webpackChunkName: "page-contract" */ '../company-terms/contract-page'),
  'ContractPage',
);
const ShiftsPage = named(
  () => import(/* webpackChunkName: "page-shifts" */ '../company-terms/shifts-page'),
  'ShiftsPage',
);

/** The element of each shell page id; placeholders get their title from the route. */
export function shellPage(route: ShellRoute): ReactElement {
  const pages: Record<ShellPageId, () => ReactElement> = {
    login: () => <SignInDocument />,
    register: () => <RegisterPage />,
    signin: () => <SigninPage />,
    'forgot-password': () => <ForgotPasswordPage />,
    'not-authorized': () => <NotAuthorizedPage />,
    'not-found': () => <NotFoundPage />,
    'server-error': () => <ServerErrorPage />,
    'under-maintenance': () => <UnderMaintenancePage />,
    'coming-soon': () => <PlaceholderPage titleKey={route.titleKey ?? 'pages.comingSoon'} />,
    placeholder: () => <PlaceholderPage titleKey={route.titleKey ?? 'pages.comingSoon'} />,
    'account-settings': () => <AccountSettingsPage />,
    'user-profile': () => <UserProfilePage />,
    'account-information': () => <AccountInformationPage />,
    notifications: () => <NotificationsPage />,
    settings: () => <SettingsPage />,
    'access-control': () => <AccessControlPage />,
    chat: () => <ChatPage />,
    reels: () => <ReelsPage />,
    'company-contract': () => <ContractPage />,
    'company-shifts': () => <ShiftsPage />,
    'company-services': () => <CompanyServicesPage />,
    'company-products': () => <CompanyProductsPage />,
  };
  return <Suspense fallback={<PageLoading />}>{pages[route.page]()}</Suspense>;
}
