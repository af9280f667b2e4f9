import { canAccess, isSignedIn, useSession } from '@portal/shared/core';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { NotAuthorizedPage } from '../errors/error-page';
import { decideAccess, type RouteAccess } from './route-access';

/** Applies the guard decision for one route (spec §2 "Route guard"). */
export function Guard({ access, children }: { access: RouteAccess; children: ReactNode }) {
  const state = useSession();
  const location = useLocation();
  const decision = decideAccess(
    access,
    { signedIn: isSignedIn(state), sessionEnded: state.ended, can: canAccess },
    `${location.pathname}${location.search}`,
  );
  if (decision.type === 'redirect') return <Navigate to={decision.to} replace />;
  if (decision.type === 'not-authorized') return <NotAuthorizedPage />;
  return <>{children}</>;
}
