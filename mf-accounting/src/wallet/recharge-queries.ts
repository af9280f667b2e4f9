import { callEndpoint, uploadPercent, uploadToEndpoint } from '@portal/shared';
import { PAYMENT_ENDPOINTS, TRANSFER_ENDPOINTS } from '@portal/shared/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MONEY_KEY } from '../money/money-queries';

// The recharges (spec §7 POST company/wallets/walletPayment and walletTempTransaction), called from their contract
// declarations by the recharge dialog's forms only.

/** POST walletPayment: a card recharge; the answer names the hosted payment page to open. */
export function useCardRecharge() {
  return useMutation({
    mutationFn: ({ amount, headers }: { amount: number; headers: Record<string, string> }) =>
      // Never retried by the client: the Idempotency-Key makes a user's retry safe, a silent one is not needed.
      callEndpoint(PAYMENT_ENDPOINTS.rechargeByCard, { body: { amount } }, { headers }),
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
      return uploadToEndpoint(TRANSFER_ENDPOINTS.submit, body, {
        headers,
        retry: false,
        onUploadProgress: (event) => onProgress(uploadPercent(event)),
      });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: MONEY_KEY }),
  });
}
