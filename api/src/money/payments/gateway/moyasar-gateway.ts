import type { GatewayStatus } from '@portal/contract';
import type { PaymentsConfig } from '../../../platform/config/config';
import {
  type CallbackRequest,
  type CreateGatewayPayment,
  type GatewayPayment,
  type GatewayPaymentState,
  gatewayRefused,
  gatewayUnavailable,
  invalidSignature,
  type PaymentGateway,
} from './gateway';
import { safeEqual } from './signature';

// Moyasar (https://docs.moyasar.com): a hosted invoice page per payment (POST /invoices with the secret key as
// the basic-auth user), webhooks carrying the secret_token chosen when the webhook was registered, and the
// outcome always read back with GET /invoices/:id. Tested against a local fake server (test/moyasar-fake.ts).

interface MoyasarInvoice {
  id: string;
  status: string;
  amount: number;
  currency: string;
  url?: string;
  payments?: { status?: string; source?: { message?: string | null } }[];
}

// Moyasar invoice statuses → ours. `initiated`/`on_hold` wait; `expired`/`canceled` were never paid.
const statusOf = (status: string): GatewayStatus =>
  status === 'paid'
    ? 'paid'
    : status === 'failed'
      ? 'failed'
      : status === 'canceled' || status === 'expired'
        ? 'canceled'
        : 'initiated';

export function moyasarGateway(settings: PaymentsConfig['moyasar']): PaymentGateway {
  const authorization = `Basic ${Buffer.from(`${settings.secretKey}:`).toString('base64')}`;

  async function request<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${settings.apiUrl}${path}`, {
        method,
        headers: { authorization, accept: 'application/json', ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(settings.timeoutMs),
      });
    } catch {
      throw gatewayUnavailable();
    }
    if (response.status >= 500) throw gatewayUnavailable();
    if (!response.ok) throw gatewayRefused();
    return (await response.json()) as T;
  }

  return {
    name: 'moyasar',
    async createPayment(input: CreateGatewayPayment): Promise<GatewayPayment> {
      const invoice = await request<MoyasarInvoice>('POST', '/invoices', {
        amount: input.amount,
        currency: input.currency,
        description: input.description,
        callback_url: input.callbackUrl,
        success_url: input.returnUrl,
        back_url: input.returnUrl,
        metadata: { payment_id: input.paymentId },
      });
      if (!invoice.id || !invoice.url) throw gatewayRefused();
      return { reference: invoice.id, redirectUrl: invoice.url };
    },
    async fetchPayment(reference: string): Promise<GatewayPaymentState> {
      const invoice = await request<MoyasarInvoice>('GET', `/invoices/${encodeURIComponent(reference)}`);
      const status = statusOf(invoice.status);
      return {
        reference: invoice.id,
        status,
        amount: invoice.amount,
        currency: invoice.currency,
        failureCode: status === 'failed' ? 'declined' : status === 'canceled' ? 'canceled' : null,
      };
    },
    verifyCallback(callback: CallbackRequest) {
      let event: { secret_token?: unknown; data?: { invoice_id?: unknown; id?: unknown } };
      try {
        event = JSON.parse(callback.rawBody) as typeof event;
      } catch {
        throw invalidSignature();
      }
      const token = typeof event.secret_token === 'string' ? event.secret_token : '';
      if (!token || !safeEqual(token, settings.webhookSecret)) throw invalidSignature();
      // Payment events name the hosted invoice the payment belongs to.
      const reference = event.data?.invoice_id ?? event.data?.id;
      if (typeof reference !== 'string') throw invalidSignature();
      return { reference };
    },
  };
}
