// The shell's entry into the public and content pages: the lead wires these routes into the app's route table.
export { PUBLIC_PAGE_ROUTES } from './public-page-routes';
