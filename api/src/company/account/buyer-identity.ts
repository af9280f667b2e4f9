import { buyerIdentityGaps } from '@portal/contract';
import type { CompanyScope } from '../../platform/db/scoped-db';
import { AppError } from '../../platform/http/app-error';
import type { Translate } from '../../platform/http/request-context';

// Every sale of the portal is B2B: its invoice is a standard tax invoice, which names the buyer's VAT number (or CR
// number when the company is not VAT-registered) and national address (issue 31.2, ADR 0055). They are asked for
// where the company starts paying (an order, a package, a recharge, a payment), before anything is sold: the
// request is refused with the account page to open, rather than issuing an invoice ZATCA would reject, or failing a
// gateway callback after the money has moved.

/** The shell's account information page (shell/src/routing/shell-routes.ts). */
const ACCOUNT_INFORMATION_PATH = '/pages/account-information';

export async function requireBuyerIdentity(scope: CompanyScope, t: Translate): Promise<void> {
  const company = await scope.company();
  if (!company) throw new Error(`company ${scope.companyId} not found`);
  const gaps = buyerIdentityGaps({
    vat_number: company.vatNumber,
    cr_number: company.crNumber,
    national_address: company.nationalAddress,
  });
  if (gaps.length === 0) return;
  throw new AppError(409, 'account.buyer_identity_missing', {
    data: {
      reason: 'account.buyer_identity_missing',
      gaps,
      action: { label: t('account.buyer_identity_action'), to: ACCOUNT_INFORMATION_PATH },
    },
  });
}
