import type { CanDeductResult, DeductBody, Wallet, WalletTransaction } from '@portal/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../db/database';
import { walletTempTransactions } from '../db/schema/index';
import type { Lang } from '../i18n/translate';
import {
  creditAvailable,
  deductionPlan,
  deductionSplit,
  insufficientCredit,
  lockCompanyAccounts,
  post,
  readCompanyAccounts,
} from '../ledger/index';
import { localized } from '../notifications/notify-company';
import { findWalletTransaction, listWalletTransactions } from './transaction-queries';

// company/wallets/{wallet, canDeductFromWallet, deductFromWallet} (spec §7). A deduction takes the wallet first,
// then the credit line; it never leaves a negative wallet or credit used past the limit (ledger row locks).

export async function readWallet(db: Queryable, companyId: string, lang: Lang): Promise<Wallet> {
  const [balances, pending, recent] = await Promise.all([
    readCompanyAccounts(db, companyId),
    db
      .select({
        count: sql<number>`count(*)::int`,
        amount: sql<string>`coalesce(sum(${walletTempTransactions.amount}), 0)`,
      })
      .from(walletTempTransactions)
      .where(and(eq(walletTempTransactions.companyId, companyId), eq(walletTempTransactions.status, 'pending'))),
    listWalletTransactions(db, companyId, {}, { limit: 5, offset: 0, sortDesc: true }, lang),
  ]);
  return {
    balance: balances.wallet,
    credit_line: { limit: balances.creditLimit, used: balances.creditUsed, available: balances.creditAvailable },
    spendable: balances.wallet + balances.creditAvailable,
    currency: 'SAR',
    pending_transfers: { count: Number(pending[0]?.count ?? 0), amount: Number(pending[0]?.amount ?? 0) },
    recent: recent.items,
  };
}

export async function canDeduct(db: Queryable, companyId: string, amount: number): Promise<CanDeductResult> {
  const balances = await readCompanyAccounts(db, companyId);
  const split = deductionSplit(amount, balances.wallet, balances.creditAvailable);
  return {
    allowed: split.allowed,
    from_wallet: split.fromWallet,
    from_credit: split.fromCredit,
    shortfall: split.shortfall,
  };
}

export interface DeductInput {
  companyId: string;
  userId: string | null;
  body: Required<Pick<DeductBody, 'amount'>> & { type: 'order' | 'withdraw' | 'other'; reference?: string };
  now: Date;
}

/**
 * Pays `amount` from the company's wallet (then credit line) in the caller's transaction. The later order and
 * package flows call this with their own transaction so the payment and the business change commit together.
 */
export async function deductFromWallet(tx: Tx, input: DeductInput): Promise<{ entryId: string }> {
  const accounts = await lockCompanyAccounts(tx, input.companyId);
  const split = deductionSplit(input.body.amount, accounts.wallet.balance, creditAvailable(accounts));
  if (!split.allowed) throw insufficientCredit({ shortfall: split.shortfall });
  const reference = input.body.reference ?? null;
  const posted = await post(
    tx,
    {
      companyId: input.companyId,
      type: input.body.type,
      paymentType: input.body.type === 'order' ? 'order' : 'other',
      method: 'wallet',
      reference,
      description: reference
        ? localized('money.entry.deduction_for', { reference })
        : localized('money.entry.deduction'),
      createdBy: input.userId,
      createdAt: input.now,
      postings: deductionPlan(split.fromWallet, split.fromCredit),
    },
    accounts,
  );
  return { entryId: posted.id };
}

export async function deductAndDescribe(
  tx: Tx,
  input: DeductInput,
  lang: Lang,
): Promise<{ transaction: WalletTransaction; wallet: Wallet }> {
  const { entryId } = await deductFromWallet(tx, input);
  const transaction = await findWalletTransaction(tx, input.companyId, entryId, lang);
  return { transaction: transaction!, wallet: await readWallet(tx, input.companyId, lang) };
}
