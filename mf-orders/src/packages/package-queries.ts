import { callEndpoint, endpointQuery, type ListPageQuery, uploadPercent, uploadToEndpoint } from '@portal/shared';
import {
  type BuyPackageBody,
  CATALOG_ENDPOINTS,
  type CompanyPackage,
  type CreditLineStatus,
  PACKAGE_ENDPOINTS,
  WALLET_ENDPOINTS,
} from '@portal/shared/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

// company/package (list, one, buy, confirmPayment, updateProperties, updateCreditLineStatus) and the published
// packages of public/packages/package. Every hook takes `enabled` = the caller's ability: the UI never calls what the role forbids.

export const PACKAGES_KEY = ['packages'] as const;
const oneKey = (reference: string) => [...PACKAGES_KEY, 'one', reference] as const;

export const packageListQuery = (query: ListPageQuery) =>
  queryOptions({
    queryKey: [...PACKAGES_KEY, 'list', query],
    queryFn: () => callEndpoint(PACKAGE_ENDPOINTS.list, { query }),
    placeholderData: keepPreviousData,
  });

/** GET company/package/:reference, silent: the page shows its own not-found state. */
export const usePackage = (reference: string, enabled: boolean) =>
  useQuery({
    queryKey: oneKey(reference),
    queryFn: () => callEndpoint(PACKAGE_ENDPOINTS.get, { params: { reference } }, { silent: true }),
    enabled,
    retry: false,
  });

/** The published packages a company may buy (every page the buy page needs: the operator publishes a few). */
export const usePublishedPackages = () =>
  useQuery({
    queryKey: ['catalog', 'packages'],
    queryFn: () => callEndpoint(CATALOG_ENDPOINTS.packages, { query: { perPage: 100, sortBy: 'sort' } }),
  });

export const useWalletSummary = (enabled: boolean) =>
  // The accounting remote's key: one cache entry for the wallet in both remotes.
  useQuery({ ...endpointQuery(WALLET_ENDPOINTS.wallet, undefined, { key: ['accounting', 'wallet'] }), enabled });

type BuyInput = { body: BuyPackageBody; headers: Record<string, string> };

/** POST company/package/buy with its Idempotency-Key; never retried silently (the key makes a user retry safe). */
export function useBuyPackage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, headers }: BuyInput) => callEndpoint(PACKAGE_ENDPOINTS.buy, { body }, { headers }),
    onSuccess: (result) => {
      client.setQueryData(oneKey(result.package.reference), result.package);
      return client.invalidateQueries({ queryKey: PACKAGES_KEY });
    },
  });
}

type ReceiptInput = {
  packageId: string;
  note: string;
  receipt: File;
  headers: Record<string, string>;
  onProgress: (percent: number | null) => void;
};

/** POST confirmPayment, multipart: a bank transfer's receipt for ops to confirm (activation ≤ 24 h, §4). */
export function useSendTransferReceipt() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ packageId, note, receipt, headers, onProgress }: ReceiptInput) => {
      const body = new FormData();
      body.append('package_id', packageId);
      if (note.trim()) body.append('note', note.trim());
      body.append('receipt', receipt);
      return uploadToEndpoint(PACKAGE_ENDPOINTS.confirmPayment, body, {
        headers,
        retry: false,
        onUploadProgress: (event) => onProgress(uploadPercent(event)),
      });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: PACKAGES_KEY }),
  });
}

/** POST confirmPayment, its JSON form: after the card gateway sent the browser back, the API asks the gateway. */
export const confirmCardPayment = (packageId: string): Promise<CompanyPackage> =>
  callEndpoint(PACKAGE_ENDPOINTS.confirmPayment, { body: { package_id: packageId } }, { silent: true, retry: false });

export function useUpdateLocations() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { package_id: string; branch_ids: string[] }) =>
      callEndpoint(PACKAGE_ENDPOINTS.updateLocations, { body }),
    onSuccess: (updated) => {
      client.setQueryData(oneKey(updated.reference), updated);
      return client.invalidateQueries({ queryKey: PACKAGES_KEY });
    },
  });
}

export function useUpdateCreditLineStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { package_id: string; status: CreditLineStatus }) =>
      callEndpoint(PACKAGE_ENDPOINTS.updateCreditLineStatus, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: PACKAGES_KEY }),
  });
}
