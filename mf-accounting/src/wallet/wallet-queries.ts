import { callEndpoint, endpointQuery } from '@portal/shared';
import { PAYMENT_ENDPOINTS, WALLET_ENDPOINTS } from '@portal/shared/contract';
import { useQuery } from '@tanstack/react-query';
import { WALLET_KEY } from '../money/money-queries';

// company/wallets/{wallet, walletPayment/:id} (spec §7), called from their contract declarations. The recharges
// are in ./recharge-queries.ts, which only the (lazily loaded) recharge dialog imports: the wallet's first chunk
// carries neither their code nor their declarations.

export const useWallet = (enabled: boolean) =>
  useQuery({ ...endpointQuery(WALLET_ENDPOINTS.wallet, undefined, { key: WALLET_KEY }), enabled });

/** GET walletPayment/:id, silent: the return from the payment page shows its own message. */
export const fetchPayment = (id: string) => callEndpoint(PAYMENT_ENDPOINTS.get, { params: { id } }, { silent: true });
