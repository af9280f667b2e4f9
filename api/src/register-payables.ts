import { orderPayable } from './fulfilment/orders/money/order-payable';
import { registerPayable } from './money/payments/payables';
import { rechargePayable } from './money/payments/recharge-payable';
import { packagePayable } from './sales/packages/package-payable';

// The payable things of the portal (ADR 0041), listed where the app is composed: the money code settles them through
// the registry (./payments/payables.ts) and never imports them. A new payable is one line here.
export function registerPayables(): void {
  for (const payable of [rechargePayable, packagePayable, orderPayable]) registerPayable(payable);
}
