import { endpointQuery } from '@portal/shared';
import { endpointPath, INVOICE_ENDPOINTS } from '@portal/shared/contract';
import { useQuery } from '@tanstack/react-query';
import { INVOICES_KEY } from '../money/money-queries';

/** GET company/invoices/invoice/:id: the invoice with its lines and ZATCA QR payload. */
export const useInvoice = (id: string, enabled: boolean) =>
  useQuery({
    ...endpointQuery(
      INVOICE_ENDPOINTS.get,
      { params: { id } },
      { key: [...INVOICES_KEY, 'one'], config: { silent: true } },
    ),
    enabled,
    retry: false,
    // Clearance usually takes seconds (ADR 0062): a pending invoice is read again until it is cleared or rejected.
    refetchInterval: (query) => (query.state.data?.clearance.status === 'pending' ? 3_000 : false),
  });

/** The invoice list's spreadsheet and one invoice's PDF and ZATCA XML: file routes beside the declarations. */
export const INVOICES_EXPORT_PATH = `/${INVOICE_ENDPOINTS.list.path}/export`;
export const invoiceFilePath = (id: string, file: 'pdf' | 'xml') =>
  `/${endpointPath(INVOICE_ENDPOINTS.get, { id })}/${file}`;
