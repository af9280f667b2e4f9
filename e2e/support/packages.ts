import type { APIRequestContext, Page } from '@playwright/test';
import { type CompanyPackage, PACKAGE_PATHS, type TempTransaction } from '@portal/shared/contract';
import { companyGet, companyHeaders, type Session } from './company-api';

// Helpers of the packages spec: the company's packages and transfers as the API answers them.

/** GET company/package/:reference */
export const packageOf = (request: APIRequestContext, as: Session, reference: string) =>
  companyGet<CompanyPackage>(request, as, PACKAGE_PATHS.one.replace(':reference', encodeURIComponent(reference)));

/** POST company/package/updateProperties as the page sends it; returns the status and the envelope's text. */
export async function updateLocations(request: APIRequestContext, as: Session, packageId: string, branchIds: string[]) {
  const response = await request.post(`/api/v1/${PACKAGE_PATHS.updateProperties}`, {
    headers: companyHeaders(as),
    data: { package_id: packageId, branch_ids: branchIds },
  });
  return { status: response.status(), text: await response.text() };
}

/** The wallet temp transaction a package's receipt created (its note is the package reference when none is typed). */
export async function packageTransferReference(request: APIRequestContext, as: Session, packageReference: string) {
  const list = await companyGet<{ items: TempTransaction[] }>(
    request,
    as,
    'company/wallets/walletTempTransaction?perPage=50',
  );
  const found = list.items.find((item) => item.note === packageReference);
  if (!found) throw new Error(`no transfer for ${packageReference}`);
  return found.reference;
}

/** The package reference of the package page the browser is on. */
export const referenceFromUrl = (page: Page) => decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
