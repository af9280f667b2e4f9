import {
  type BuyPackageResult,
  basisPointsOf,
  type buyPackageBodySchema,
  MONEY_RULES,
  PACKAGE_ENDPOINTS,
  VAT_RATE_BP,
} from '@portal/contract';
import { eq } from 'drizzle-orm';
import type * as v from 'valibot';
import { requireBuyerIdentity } from '../../company/account/buyer-identity';
import { creditAvailable, deductionSplit, insufficientCredit, lockCompanyAccounts } from '../../money/ledger/index';
import { refusePackageOverCap } from '../../money/spending/package-cap';
import { companyPackages, quotations } from '../../platform/db/schema/index';
import type { CompanyScope } from '../../platform/db/scoped-db';
import { fieldError } from '../../platform/http/app-error';
import { idempotencyRoute, keyedOnce } from '../../platform/http/idempotency';
import type { CompanyContext, Translate } from '../../platform/http/request-context';
import { riyadhDay } from '../catalog/riyadh-day';
import { nextReference } from '../quotations/next-reference';
import { checkLocations, replaceLocations } from './package-locations';
import { settlePackageSale } from './package-settlement';
import { type PackageDraft, resolveSource } from './package-source';
import { type PackageRow, viewPackages } from './package-view';

// POST company/package/buy (DOMAIN.md §5): one request = one transaction = the package, its locations, and (wallet,
// credit line) the payment, invoice and activation; card and transfer leave it submitted until the money arrives.
// The Idempotency-Key replays the first answer and never charges twice.

export type BuyBody = v.InferOutput<typeof buyPackageBodySchema>;

/** Card and transfer purchases continue outside this request (gateway page, receipt + ops). */
export interface PendingPayment {
  startCard(scope: CompanyScope, row: PackageRow): Promise<string>;
}

const BUY_ROUTE = idempotencyRoute(PACKAGE_ENDPOINTS.buy);

function amountsOf(draft: PackageDraft, body: BuyBody) {
  const vat = basisPointsOf(draft.price, VAT_RATE_BP);
  const totalPrice = draft.price + vat;
  const downPayment = body.pay === 'down_payment' ? draft.downPayment : 0;
  const chargeNow = body.pay === 'down_payment' ? downPayment + basisPointsOf(downPayment, VAT_RATE_BP) : totalPrice;
  const creditCost = body.payment_method === 'credit_line' ? basisPointsOf(draft.price, draft.creditCostBp) : 0;
  return { vat, totalPrice, downPayment, chargeNow, creditCost, amountCharged: chargeNow + creditCost };
}

export function buyPackage(
  ctx: CompanyContext,
  body: BuyBody,
  idempotencyKey: string,
  pending: PendingPayment,
): Promise<{ body: BuyPackageResult; replayed: boolean }> {
  return keyedOnce(ctx, { route: BUY_ROUTE, key: idempotencyKey, body: body }, async (tx) => ({
    status: 201,
    body: await purchase(
      {
        userId: ctx.actor.userId,
        now: ctx.now,
        t: ctx.t,
        mayApprove: ctx.ability.can(MONEY_RULES.paymentAccept.action, MONEY_RULES.paymentAccept.subject),
      },
      tx,
      body,
      pending,
    ),
  }));
}

/** Who buys, when, and in which language the answer's message is (the request, or the demo seed). */
export interface Buyer {
  userId: string;
  now: Date;
  t: Translate;
  /** Holds accept_payment b2b_payments: not bound by the branches' monthly caps (api/src/money/spending). */
  mayApprove: boolean;
}

/** The purchase in the caller's transaction (`tx`); the route wraps it in the Idempotency-Key. */
export async function purchase(
  ctx: Buyer,
  tx: CompanyScope,
  body: BuyBody,
  pending: PendingPayment,
): Promise<BuyPackageResult> {
  await requireBuyerIdentity(tx, ctx.t);
  const draft = await resolveSource(tx, body, ctx.now);
  if (body.pay === 'down_payment' && draft.downPayment === 0) throw fieldError('pay', 'validation.invalid');
  if (body.payment_method === 'credit_line' && !draft.creditLineAllowed) {
    throw fieldError('payment_method', 'packages.credit_line_not_allowed');
  }
  const branchIds = await checkLocations(
    tx,
    { allowedLocationCount: draft.allowedLocationCount, allowedAreaIds: draft.allowedAreas.map((area) => area.id) },
    body.branch_ids.length > 0 ? body.branch_ids : draft.defaultBranchIds,
  );
  const amounts = amountsOf(draft, body);
  const reference = await nextReference(tx, 'PKG', ctx.now);
  const [row] = await tx
    .insert(companyPackages)
    .values({
      reference,
      name: draft.name,
      source: draft.source,
      publishedPackageId: draft.publishedPackageId,
      quotationId: draft.quotationId,
      quotationReference: draft.quotationReference,
      type: draft.type,
      total: draft.total,
      periodMonths: draft.periodMonths,
      frequency: draft.frequency,
      repeatMode: draft.repeatMode,
      services: draft.services,
      allowedLocationCount: draft.allowedLocationCount,
      allowedAreas: draft.allowedAreas,
      terms: draft.terms,
      price: draft.price,
      vat: amounts.vat,
      totalPrice: amounts.totalPrice,
      downPayment: amounts.downPayment,
      payMode: body.pay,
      amountCharged: amounts.amountCharged,
      creditLineAllowed: draft.creditLineAllowed,
      creditCostBp: draft.creditCostBp,
      creditCost: amounts.creditCost,
      creditLineStatus: body.payment_method === 'credit_line' ? 'active' : null,
      paymentMethod: body.payment_method,
      paymentStatus: 'unpaid',
      status: 'submitted',
      createdBy: ctx.userId,
      createdAt: ctx.now,
    })
    .returning();
  await replaceLocations(tx, row!.id, branchIds, ctx.now);
  if (draft.quotationId) {
    await tx.update(quotations, { packageReference: reference }, eq(quotations.id, draft.quotationId));
  }

  if (body.payment_method === 'wallet' || body.payment_method === 'credit_line') {
    // Company money paid now counts against the covered branches' monthly caps (issue 26.1).
    await refusePackageOverCap(tx, {
      branchIds,
      amount: amounts.amountCharged,
      mayApprove: ctx.mayApprove,
      now: ctx.now,
    });
  }
  let paymentUrl: string | null = null;
  let amountToTransfer: number | null = null;
  let message: string;
  if (body.payment_method === 'wallet') {
    const accounts = await lockCompanyAccounts(tx);
    const split = deductionSplit(amounts.chargeNow, accounts.wallet.balance, creditAvailable(accounts));
    if (!split.allowed) throw insufficientCredit({ shortfall: split.shortfall });
    await settlePackageSale(tx, row!, {
      paidFrom: [
        { account: 'wallet', amount: split.fromWallet },
        { account: 'credit_line', amount: split.fromCredit },
      ],
      method: 'wallet',
      userId: ctx.userId,
      now: ctx.now,
      accounts,
    });
    message = ctx.t('packages.bought');
  } else if (body.payment_method === 'credit_line') {
    // post() refuses credit past the limit with the same insufficient-credit 422.
    await settlePackageSale(tx, row!, {
      paidFrom: [{ account: 'credit_line', amount: amounts.amountCharged }],
      method: null,
      userId: ctx.userId,
      now: ctx.now,
    });
    message = ctx.t('packages.bought');
  } else if (body.payment_method === 'credit_card') {
    paymentUrl = await pending.startCard(tx, row!);
    message = ctx.t('packages.waiting_card');
  } else {
    amountToTransfer = amounts.amountCharged;
    message = ctx.t('packages.waiting_transfer');
  }
  const [fresh] = await tx.select({ pkg: companyPackages }).from(companyPackages, eq(companyPackages.id, row!.id));
  const [view] = await viewPackages(tx, [fresh!.pkg], riyadhDay(ctx.now));
  return { package: view!, payment_url: paymentUrl, amount_to_transfer: amountToTransfer, message };
}
