import { endpoint } from './endpoint';
import { MONEY_RULES } from './money-permissions';
import {
  canDeductBodySchema,
  canDeductResultSchema,
  deductBodySchema,
  deductResultSchema,
  walletSchema,
} from './wallet';

// Spec §7 company/wallets/{wallet, canDeductFromWallet, deductFromWallet} declared once (issue 25.1); the rules
// come from MONEY_RULES, the table the accounting pages' buttons and routes read too.

const tag = 'wallet';

export const WALLET_ENDPOINTS = {
  wallet: endpoint({
    operationId: 'getWallet',
    method: 'GET',
    path: 'company/wallets/wallet',
    access: { ability: MONEY_RULES.walletRead },
    summary: 'Balance, credit line (limit, used, available), pending transfers and the last movements',
    tag,
    response: walletSchema,
  }),
  canDeduct: endpoint({
    operationId: 'canDeductFromWallet',
    method: 'POST',
    path: 'company/wallets/canDeductFromWallet',
    access: { ability: MONEY_RULES.canDeduct },
    summary: 'Whether the wallet (then the credit line) can pay an amount; moves nothing',
    tag,
    body: canDeductBodySchema,
    response: canDeductResultSchema,
  }),
  deduct: endpoint({
    operationId: 'deductFromWallet',
    method: 'POST',
    path: 'company/wallets/deductFromWallet',
    access: { ability: MONEY_RULES.deduct },
    summary: 'Pays an amount from the wallet, then the credit line (Idempotency-Key required); 422 when short',
    tag,
    body: deductBodySchema,
    response: deductResultSchema,
    created: true,
    message: 'money.deducted',
    idempotent: true,
  }),
};
