import { useNavigate } from '@portal/shared/router';

/** A company's page in the console (routes.ts: company). */
export const companyPath = (id: string) => `/ops/companies/${id}`;
export const COMPANIES_PATH = '/ops/companies';

/** A link's click, kept inside the single-page app (the href stays for a new tab). */
export function useOpen(): (path: string) => (event: { preventDefault: () => void }) => void {
  const navigate = useNavigate();
  return (path) => (event) => {
    event.preventDefault();
    navigate(path);
  };
}
