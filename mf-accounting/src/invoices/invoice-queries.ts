import { api } from '@portal/shared';
import type { InvoiceDetail } from '@portal/shared/contract';
import { useQuery } from '@tanstack/react-query';
import { INVOICES_KEY } from '../money/money-queries';

export const INVOICE_PATH = '/company/invoices/invoice';

/** GET company/invoices/invoice/:id: the invoice with its lines and ZATCA QR payload. */
export const useInvoice = (id: string, enabled: boolean) =>
  useQuery({
    queryKey: [...INVOICES_KEY, 'one', id],
    queryFn: () => api.get<InvoiceDetail>(`${INVOICE_PATH}/${encodeURIComponent(id)}`, undefined, { silent: true }),
    enabled,
    retry: false,
  });
