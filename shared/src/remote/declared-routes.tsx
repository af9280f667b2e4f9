import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router';
import { declaredRoutes, type RemoteRoutesDeclaration } from './remote-routes';

type Props<Id extends string> = {
  declaration: RemoteRoutesDeclaration<Id>;
  /** One page per declared route id: tsc refuses a route without a page or a page without a route. */
  pages: Record<Id, ReactElement>;
};

/** A remote's <Routes>, built from the same declaration the shell reads, so the two cannot drift. */
export function DeclaredRoutes<Id extends string>({ declaration, pages }: Props<Id>) {
  return (
    <Routes>
      {declaredRoutes(declaration).map(([id, route]) => (
        <Route key={id} path={route.path} element={pages[id]} />
      ))}
    </Routes>
  );
}
