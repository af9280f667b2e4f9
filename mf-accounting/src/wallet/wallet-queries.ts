import { api } from '@portal/shared';
import type { CardRechargeResult, Payment, TempTransaction, Wallet } from '@portal/shared/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MONEY_KEY, WALLET_KEY } from '../money/money-queries';

// company/wallets/{wallet, walletPayment, walletTempTransaction} (spec §7).

export const useWallet = (enabled: boolean) =>
  useQuery({ queryKey: WALLET_KEY, queryFn: () => api.get<Wallet>('/company/wallets/wallet'), enabled });

/** POST walletPayment: a card recharge; the answer names the hosted payment page to open. */
export function useCardRecharge() {
  return useMutation({
    mutationFn: ({ amount, headers }: { amount: number; headers: Record<string, string> }) =>
      // Never retried by the client: the Idempotency-Key makes a user's retry safe, a silent one is not needed.
      api.post<CardRechargeResult>('/company/wallets/walletPayment', { amount }, { headers }),
  });
}

type TransferInput = {
  amount: number;
  note: string;
  receipt: File;
  headers: Record<string, string>;
  onProgress: (percent: number | null) => void;
};

/** POST walletTempTransaction, multipart: the amount, an optional note, then the receipt file. */
export function useTransferRecharge() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ amount, note, receipt, headers, onProgress }: TransferInput) => {
      const body = new FormData();
      body.append('amount', String(amount));
      if (note.trim()) body.append('note', note.trim());
      body.append('receipt', receipt);
      return api.post<TempTransaction>('/company/wallets/walletTempTransaction', body, {
        headers,
        retry: false,
        onUploadProgress: (event) => onProgress(event.total ? Math.round((event.loaded / event.total) * 100) : null),
      });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: MONEY_KEY }),
  });
}

/** GET walletPayment/:id, silent: the return from the payment page shows its own message. */
export const fetchPayment = (id: string) =>
  api.get<Payment>(`/company/wallets/walletPayment/${encodeURIComponent(id)}`, undefined, { silent: true });
