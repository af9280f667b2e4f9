import type { GatewayStatus, PaymentGatewayName } from '@portal/contract';
import { AppError } from '../../../platform/http/app-error';

// The one interface every card gateway implements (DOMAIN.md §2). The API never trusts a callback's body for
// the outcome: a callback only says "look at payment X", and the status is then asked from the gateway.

export interface CreateGatewayPayment {
  /** Our payment id (metadata at the gateway, and part of the return URL). */
  paymentId: string;
  /** Integer halalas. */
  amount: number;
  currency: 'SAR';
  description: string;
  /** Where the browser goes when the user is done at the gateway. */
  returnUrl: string;
  /** Where the gateway posts its server-to-server callback. */
  callbackUrl: string;
}

export interface GatewayPayment {
  /** The gateway's id of the payment (or hosted invoice). */
  reference: string;
  /** The hosted payment page. */
  redirectUrl: string;
}

export interface GatewayPaymentState {
  reference: string;
  status: GatewayStatus;
  amount: number;
  currency: string;
  /** Why it did not go through, when failed or canceled. */
  failureCode: 'declined' | 'canceled' | null;
}

export interface CallbackRequest {
  headers: Record<string, string | string[] | undefined>;
  /** The body exactly as received (signatures are over these bytes). */
  rawBody: string;
}

export interface PaymentGateway {
  readonly name: PaymentGatewayName;
  createPayment(input: CreateGatewayPayment): Promise<GatewayPayment>;
  /** Asks the gateway where the payment stands (refresh_payment, and after every callback). */
  fetchPayment(reference: string): Promise<GatewayPaymentState>;
  /** Checks the callback is from the gateway and names the payment it is about; throws a 401 otherwise. */
  verifyCallback(callback: CallbackRequest): { reference: string };
}

export const invalidSignature = () => new AppError(401, 'money.callback_signature_invalid');
export const gatewayUnavailable = () => new AppError(502, 'money.gateway_unavailable');
export const gatewayRefused = () => new AppError(502, 'money.gateway_refused');
