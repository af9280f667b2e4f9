import type { Account, accountUpdateBodySchema, Certificate, CertificateType } from '@portal/contract';
import type * as v from 'valibot';
import type { files } from '../../platform/db/schema/index';
import type { CompanyScope } from '../../platform/db/scoped-db';
import { listCompanyFiles } from '../../platform/files/file-queries';
import { fieldError, notFound } from '../../platform/http/app-error';
import type { CompanyContext } from '../../platform/http/request-context';
import { updateCompanyAccount } from './account-queries';

const certificateUrl = (companyId: string, kind: string) => `/api/v1/company/company/${companyId}/certificates/${kind}`;

export function toCertificate(row: typeof files.$inferSelect): Certificate {
  return {
    kind: row.kind as Certificate['kind'],
    original_name: row.originalName,
    mime: row.mime as CertificateType,
    size: row.size,
    sha256: row.sha256,
    uploaded_at: row.createdAt.toISOString(),
    url: certificateUrl(row.companyId, row.kind),
  };
}

/**
 * The caller's company as the account information screen shows it (spec §3 Company/account). A company named in
 * the path must be the caller's own: any other id is answered as not found, so ids reveal nothing.
 */
export function getAccount(ctx: CompanyContext, params: { id?: string } = {}): Promise<Account> {
  if (params.id !== undefined && params.id !== ctx.scope.companyId) throw notFound();
  return accountOf(ctx.scope);
}

async function accountOf(scope: CompanyScope): Promise<Account> {
  const [company, certificates] = await Promise.all([scope.company(), listCompanyFiles(scope)]);
  if (!company) throw notFound();
  const certificate = (kind: 'cr' | 'vat') => {
    const row = certificates.find((file) => file.kind === kind);
    return row ? toCertificate(row) : null;
  };
  return {
    id: company.id,
    account_type: 'company',
    name: { ar: company.nameAr, en: company.nameEn },
    name_ar: company.nameAr,
    name_en: company.nameEn,
    logo_url: company.logoUrl,
    address: company.address,
    contact_person: company.contactPerson,
    contact_phone: company.contactPhone,
    contact_email: company.contactEmail,
    owner_name: company.ownerName,
    owner_phone: company.ownerPhone,
    owner_email: company.ownerEmail,
    cr_number: company.crNumber,
    vat_number: company.vatNumber,
    national_address: company.nationalAddress,
    cr_certificate: certificate('cr'),
    vat_certificate: certificate('vat'),
    updated_at: company.updatedAt.toISOString(),
  };
}

/** PUT company/company/:id: the id in the body must repeat the one in the path. */
export async function updateAccount(
  ctx: CompanyContext,
  { pathId, ...body }: v.InferOutput<typeof accountUpdateBodySchema> & { pathId: string },
): Promise<Account> {
  const { scope, now } = ctx;
  if (pathId !== scope.companyId) throw notFound();
  if (body.id !== scope.companyId) throw fieldError('id', 'validation.invalid');
  await updateCompanyAccount(scope, {
    nameAr: body.name_ar,
    nameEn: body.name_en,
    address: body.address,
    contactPerson: body.contact_person,
    contactPhone: body.contact_phone,
    contactEmail: body.contact_email,
    ownerName: body.owner_name,
    ownerPhone: body.owner_phone,
    ownerEmail: body.owner_email,
    crNumber: body.cr_number,
    vatNumber: body.vat_number,
    // Absent from the body: kept as it is (ADR 0055).
    ...(body.national_address === undefined ? {} : { nationalAddress: body.national_address }),
    updatedAt: now,
  });
  return accountOf(scope);
}
