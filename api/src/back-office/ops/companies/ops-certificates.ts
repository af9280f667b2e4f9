import type { CertificateKind } from '@portal/contract';
import { companyScope } from '../../../platform/db/scoped-db';
import { findCompanyFile } from '../../../platform/files/file-queries';
import { openStored } from '../../../platform/files/storage/open-stored';
import type { FileStorage } from '../../../platform/files/storage/storage';
import { notFound } from '../../../platform/http/app-error';
import type { SignedInContext } from '../../../platform/http/request-context';

// The verification queue shows a company's CR and VAT certificates to ops (issue 27.3): the current file of a kind,
// inline (a PDF or an image), as the transfer receipts are.

/** Where the console opens a company's certificate (the `url` of the detail's certificates). */
export const opsCertificateUrl = (companyId: string, kind: string) =>
  `/api/v1/ops/companies/${companyId}/certificates/${kind}`;

export async function opsCertificateOf(
  ctx: SignedInContext,
  store: FileStorage,
  { id, kind }: { id: string; kind: CertificateKind },
) {
  const scope = companyScope(ctx.systemDb("ops: a company's certificate"), { companyId: id, membershipId: null });
  const row = await findCompanyFile(scope, kind);
  if (!row) throw notFound();
  return {
    filename: row.originalName,
    contentType: row.mime,
    body: await openStored(store, row.storageKey, ctx.log),
    size: row.size,
    disposition: 'inline' as const,
  };
}
