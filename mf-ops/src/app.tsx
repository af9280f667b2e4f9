import { DeclaredRoutes } from '@portal/shared';
import { HomePage } from './home-page';
import { opsRoutes } from './routes';

/** The ops module's pages, one per route declared in routes.ts; the shell has already guarded them. */
export function App() {
  return <DeclaredRoutes declaration={opsRoutes} pages={{ home: <HomePage /> }} />;
}
