import { PortalProviders } from '@portal/shared/core';
import { BrowserRouter } from 'react-router';
import { OverlayLayer } from '../feedback/overlay-layer';
import { SnackbarHost } from '../feedback/snackbar-host';
import { ToastHost } from '../feedback/toast-host';
import { AppRoutes } from './app-routes';
import { SessionSync } from './session-sync';

export function App() {
  return (
    <PortalProviders>
      <BrowserRouter>
        <SessionSync />
        <ToastHost />
        <SnackbarHost />
        <OverlayLayer />
        <AppRoutes />
      </BrowserRouter>
    </PortalProviders>
  );
}
