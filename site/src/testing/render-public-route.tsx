import { type Language, PortalProviders, setLanguage } from '@portal/shared/core';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { PUBLIC_PAGE_ROUTES } from '../public-page-routes';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Test helper: the public routes as the shell mounts them, at `path`, in `language`, once the page has loaded. */
export async function renderPublicRoute(path: string, language: Language) {
  await setLanguage(language);
  const view = render(
    <PortalProviders>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          {PUBLIC_PAGE_ROUTES.map((route) => (
            <Route key={route.path} path={route.path} element={route.element} />
          ))}
          <Route path="*" element={<p>outside the public pages</p>} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </PortalProviders>,
  );
  // Pages are lazy chunks: wait for the page's heading rather than the loading spinner.
  await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
  return view;
}
