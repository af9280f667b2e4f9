import { ACTIVE_ORDER_STATUSES, type OrderEvidence, type OrderListItem, type OrderStatus } from '@portal/contract';
import { CompanyWork } from './company-work';
import { type Answer, photoUpload, signIn, type Transport } from './portal-client';
import { IN_USE_MINUTES, type InUse, providerInUse } from './providers-in-use';

// `npm run simulate`: moves the portal's active orders along the machine through the ops and provider APIs, one
// step at a time with a pause between steps, printing each, so a person watching the portal sees statuses move:
// ops confirm → assign a free provider → the provider departs, arrives, inspects, works, attaches a photo, collects
// the cash of a cash order and completes — the provider's steps through the field app's own endpoints. It waits
// where the client must act (an advance or a balance to pay, proposed changes to answer), leaves held orders alone,
// and leaves alone the visits of a technician someone is using (./providers-in-use.ts, checked once per pass). Every few passes a demo company also
// gives ops new work — a bank transfer to confirm or a support message (company-work.ts) — so the queues move.

export interface SimulatorOptions {
  send: Transport;
  /** The ops account's phone (the seed's +966500000009). */
  opsPhone: string;
  /** Pause between two steps, in milliseconds. */
  pauseMs: number;
  log: (line: string) => void;
  /** Only these orders (tests); default every active order. */
  orderIds?: readonly string[];
  /** Company accounts (phones) that take turns giving ops work; none: no such work. */
  companyPhones?: readonly string[];
  /** One piece of company work every this many passes (default 3). */
  companyWorkEvery?: number;
  /** The server's clock (tests run the API on a fixed one); default the local time. */
  now?: () => Date;
}

type Step = { who: 'ops' | 'provider'; run: () => Promise<Answer>; label: string } | { wait: string } | null;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class Simulator {
  readonly #options: SimulatorOptions;
  #opsToken: string | null = null;
  readonly #providerTokens = new Map<string, string>();
  readonly #companyWork: CompanyWork;
  #passes = 0;
  /** Per pass: the provider phones someone is using (null: free for the simulator). */
  #inUse = new Map<string, InUse | null>();

  constructor(options: SimulatorOptions) {
    this.#options = options;
    this.#companyWork = new CompanyWork({ send: options.send, phones: options.companyPhones ?? [], log: options.log });
  }

  async #ops(): Promise<string> {
    this.#opsToken ??= await signIn(this.#options.send, this.#options.opsPhone);
    return this.#opsToken;
  }

  async #provider(phone: string): Promise<string> {
    const known = this.#providerTokens.get(phone);
    if (known) return known;
    const token = await signIn(this.#options.send, phone);
    this.#providerTokens.set(phone, token);
    return token;
  }

  /** The active orders, oldest first (ops list: newest first, so it is read whole and reversed). */
  async activeOrders(): Promise<OrderListItem[]> {
    const token = await this.#ops();
    const orders: OrderListItem[] = [];
    for (let page = 1; ; page += 1) {
      const answer = await this.#options.send({
        method: 'GET',
        url: `/api/v1/ops/orders?perPage=100&page=${page}`,
        token,
      });
      if (answer.statusCode !== 200) throw new Error(`ops orders: ${answer.body.message}`);
      orders.push(...(answer.body.data.items as OrderListItem[]));
      if (page * 100 >= answer.body.data.total) break;
    }
    const wanted = this.#options.orderIds;
    return orders
      .filter(
        (order) =>
          (ACTIVE_ORDER_STATUSES as readonly OrderStatus[]).includes(order.status) &&
          (!wanted || wanted.includes(order.id)),
      )
      .reverse();
  }

  /** One pass: every active order as far as it can go now. Returns how many steps ran. */
  async pass(): Promise<number> {
    let steps = 0;
    this.#inUse.clear();
    for (const order of await this.activeOrders()) steps += await this.drive(order.id);
    this.#passes += 1;
    if (this.#passes % (this.#options.companyWorkEvery ?? 3) === 0 && (await this.#companyWork.once())) steps += 1;
    return steps;
  }

  /** Moves one order step by step until it waits for someone else or is completed. */
  async drive(orderId: string): Promise<number> {
    let steps = 0;
    let order = await this.#order(orderId);
    for (;;) {
      const step = await this.#next(order);
      if (!step) return steps;
      if ('wait' in step) {
        this.#options.log(`${order.reference}  ${order.status}: waiting — ${step.wait}`);
        return steps;
      }
      const answer = await step.run();
      if (answer.statusCode !== 200) {
        this.#options.log(`${order.reference}  ${order.status}: ${step.label} refused — ${answer.body.message}`);
        return steps;
      }
      const next = answer.body.data.order as OrderListItem;
      if (next.status !== order.status) {
        this.#options.log(`${order.reference}  ${order.status} → ${next.status}  (${step.who}: ${step.label})`);
      } else this.#options.log(`${order.reference}  ${order.status}: ${step.label}  (${step.who})`);
      order = { ...order, ...next };
      steps += 1;
      await sleep(this.#options.pauseMs);
    }
  }

  async #order(orderId: string): Promise<OrderListItem> {
    const all = await this.activeOrders();
    const found = all.find((order) => order.id === orderId);
    if (!found) throw new Error(`order ${orderId} is not active`);
    return found;
  }

  #opsCall(url: string, json?: unknown): () => Promise<Answer> {
    return async () => this.#options.send({ method: 'POST', url, token: await this.#ops(), json: json ?? {} });
  }

  /** Whether a person is using the order's provider account now (asked once per pass and provider). */
  async #busy(order: OrderListItem): Promise<string | null> {
    const phone = order.provider!.phone!;
    if (!this.#inUse.has(phone)) {
      const now = this.#options.now?.() ?? new Date();
      this.#inUse.set(phone, await providerInUse(this.#options.send, await this.#provider(phone), now));
    }
    const use = this.#inUse.get(phone);
    return use
      ? `${order.provider!.name} is in use (${use.device}, seen ${use.minutesAgo} min ago; free after ${IN_USE_MINUTES} min idle)`
      : null;
  }

  #providerCall(order: OrderListItem, operation: string): () => Promise<Answer> {
    return this.#providerPost(order, `/api/v1/providers/orders/${order.id}/transition`, { operation });
  }

  #providerPost(order: OrderListItem, url: string, json: unknown = {}): () => Promise<Answer> {
    return async () =>
      this.#options.send({ method: 'POST', url, token: await this.#provider(order.provider!.phone!), json });
  }

  async #next(order: OrderListItem): Promise<Step> {
    const base = `/api/v1/ops/orders/${order.id}`;
    switch (order.status) {
      case 'created':
        return { who: 'ops', label: 'confirm', run: this.#opsCall(`${base}/transition`, { operation: 'confirm' }) };
      case 'confirmed':
      case 'assign_provider_failed':
        return { who: 'ops', label: 'assign a provider', run: () => this.#assign(order) };
      case 'advance_payment_failed':
        return { wait: 'the client pays the advance again' };
      case 'assigned':
      case 'advance_payment_paid':
      case 'on_the_way':
      case 'arrived':
      case 'inspection_started':
      case 'inspection_ended': {
        if (!order.provider?.phone) return { wait: 'no provider account to act as' };
        const busy = await this.#busy(order);
        if (busy) return { wait: busy };
        const operation = {
          assigned: 'depart',
          advance_payment_paid: 'depart',
          on_the_way: 'arrive',
          arrived: 'start_inspection',
          inspection_started: 'end_inspection',
          inspection_ended: 'start_work',
        }[order.status];
        // On site, the provider photographs the place before inspecting it (the order page's "before" photo).
        if (operation === 'start_inspection') {
          return { who: 'provider', label: 'before photo and start_inspection', run: () => this.#inspect(order) };
        }
        return { who: 'provider', label: operation, run: this.#providerCall(order, operation) };
      }
      case 'in_progress':
      case 'final_payment_paid': {
        const cash = order.total_due > 0 && order.payment_method === 'cash';
        if (!order.provider?.phone) {
          // Nobody to play: ops record the cash as they would on the phone (their own endpoint).
          if (cash) return { who: 'ops', label: 'collect the cash', run: this.#opsCall(`${base}/collectCash`) };
          return { wait: 'no provider account to act as' };
        }
        const busy = await this.#busy(order);
        if (busy) return { wait: busy };
        if (cash) {
          const url = `/api/v1/providers/orders/${order.id}/collectCash`;
          return { who: 'provider', label: 'collect the cash', run: this.#providerPost(order, url) };
        }
        if (order.total_due > 0) return { wait: 'the client pays the balance (confirmPayment)' };
        return { who: 'provider', label: 'after photo, checklist and complete', run: () => this.#complete(order) };
      }
      default:
        return null;
    }
  }

  /** Tries the providers in turn (the API refuses one not free at the slot); none free → fail_assignment. */
  async #assign(order: OrderListItem): Promise<Answer> {
    const token = await this.#ops();
    const providers = await this.#options.send({ method: 'GET', url: '/api/v1/ops/orders/providers', token });
    // Only providers who can sign in: the simulator then plays them.
    const playable = (providers.body.data as { id: string; has_account: boolean }[]).filter((p) => p.has_account);
    for (const provider of playable) {
      const answer = await this.#options.send({
        method: 'POST',
        url: `/api/v1/ops/orders/${order.id}/assignProvider`,
        token,
        json: { provider_id: provider.id },
      });
      if (answer.statusCode === 200) return answer;
    }
    if (order.status === 'assign_provider_failed')
      return { statusCode: 409, body: { message: 'no provider free', data: null } };
    return this.#opsCall(`/api/v1/ops/orders/${order.id}/transition`, { operation: 'fail_assignment' })();
  }

  async #inspect(order: OrderListItem): Promise<Answer> {
    const photo = await this.#photo(order, 'before');
    if (photo.statusCode !== 200) return photo;
    return this.#providerCall(order, 'start_inspection')();
  }

  async #photo(order: OrderListItem, stage: 'before' | 'after'): Promise<Answer> {
    return this.#options.send({
      method: 'POST',
      url: `/api/v1/providers/orders/${order.id}/evidence`,
      token: await this.#provider(order.provider!.phone!),
      multipart: photoUpload(stage),
    });
  }

  /** The after photo, every checklist item ticked (the guard of complete), then complete. */
  async #complete(order: OrderListItem): Promise<Answer> {
    const photo = await this.#photo(order, 'after');
    if (photo.statusCode !== 200) return photo;
    const token = await this.#provider(order.provider!.phone!);
    const url = `/api/v1/providers/orders/${order.id}/checklist`;
    const checklist = await this.#options.send({ method: 'GET', url, token });
    if (checklist.statusCode !== 200) return checklist;
    const items = (checklist.body.data as OrderEvidence).checklist.map(({ key }) => ({
      key,
      done: true,
      note: key === 'client_walkthrough' ? 'Walked through with the branch manager' : null,
    }));
    const ticked = await this.#options.send({ method: 'POST', url, token, json: { items } });
    if (ticked.statusCode !== 200) return ticked;
    return this.#providerCall(order, 'complete')();
  }
}
