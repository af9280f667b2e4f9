import type { ReactElement } from 'react';
import { AccessControlPage } from '../access-control/access-control-page';
import { AccountInformationPage } from '../account/account-information-page';
import { AccountSettingsPage } from '../account/account-settings-page';
import { UserProfilePage } from '../account/user-profile-page';
import { ForgotPasswordPage } from '../auth/pages/forgot-password-page';
import { LoginPage } from '../auth/pages/login-page';
import { RegisterPage } from '../auth/pages/register-page';
import { SigninPage } from '../auth/pages/signin-page';
import { ChatPage } from '../chat/chat-page';
import { NotAuthorizedPage, NotFoundPage, ServerErrorPage, UnderMaintenancePage } from '../errors/error-page';
import { NotificationsPage } from '../notifications/notifications-page';
import type { ShellPageId, ShellRoute } from '../routing/shell-routes';
import { SettingsPage } from '../settings/settings-page';
import { PlaceholderPage } from './placeholder-page';

/** The element of each shell page id; placeholders get their title from the route. */
export function shellPage(route: ShellRoute): ReactElement {
  const pages: Record<ShellPageId, () => ReactElement> = {
    login: () => <LoginPage />,
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
  };
  return pages[route.page]();
}
