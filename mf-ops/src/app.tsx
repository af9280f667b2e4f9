import { Spinner } from '@fluentui/react-components';
import { DeclaredRoutes } from '@portal/shared';
import { lazy, Suspense } from 'react';
import { opsRoutes } from './routes';
import { TransfersPage } from './transfers/transfers-page';

// The support inbox is its own chunk, loaded when its route opens, so the remote's first JavaScript stays within
// its budget (issue 15.2, as mf-accounting and mf-orders).
const InboxPage = lazy(() => import('./inbox/inbox-page').then((m) => ({ default: m.InboxPage })));

/** The console's pages, one per route declared in routes.ts; the shell has already guarded them. */
export function App() {
  return (
    <Suspense fallback={<Spinner style={{ padding: 48 }} />}>
      <DeclaredRoutes
        declaration={opsRoutes}
        pages={{
          transfers: <TransfersPage />,
          inbox: <InboxPage />,
          inboxConversation: <InboxPage />,
        }}
      />
    </Suspense>
  );
}
