// The public and content pages (spec §2: landing, pricing, help centre, FAQ, payment explainers, the test card
// gateway), a package of their own so the host keeps only sign-in, layout and modules (issue 25.6). The shell
// mounts these routes and fills the site's slots (site-slots.tsx).
export { SiteSlotsProvider } from './frame/site-slots';
export { PUBLIC_PAGE_ROUTES, type PublicPageRoute } from './public-page-routes';
