import { useNavigate } from '@portal/shared/router';

export const PACKAGES_PATH = '/b2b/packages';
export const BUY_PATH = '/b2b/packages/buy';
export const QUOTE_PATH = '/b2b/packages/quote';
/** Route b2b-packages-id: the package's reference is its id (spec §2). */
export const packagePath = (reference: string) => `${PACKAGES_PATH}/${encodeURIComponent(reference)}`;

/** A link's onClick that navigates inside the SPA (the href stays for a new tab). */
export function useOpen(): (path: string) => (event: { preventDefault: () => void }) => void {
  const navigate = useNavigate();
  return (path) => (event) => {
    event.preventDefault();
    navigate(path);
  };
}
