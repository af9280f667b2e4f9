import { DeclaredRoutes } from '@portal/shared';
import { InboxPage } from './inbox/inbox-page';
import { opsRoutes } from './routes';
import { TransfersPage } from './transfers/transfers-page';

/** The console's pages, one per route declared in routes.ts; the shell has already guarded them. */
export function App() {
  return (
    <DeclaredRoutes
      declaration={opsRoutes}
      pages={{
        transfers: <TransfersPage />,
        inbox: <InboxPage />,
        inboxConversation: <InboxPage />,
      }}
    />
  );
}
