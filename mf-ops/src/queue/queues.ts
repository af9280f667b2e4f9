import { OPS_CONSOLE_RULES } from '../ops-rules';

/**
 * The console's work queues by their i18n section: the item's name in test ids (`${item}-card`,
 * `${item}-decision-dialog`…), the rules to read and to decide (the API's), and the accept decision with its texts
 * (reject's are the same keys in each section).
 */
export const QUEUES = {
  transfers: {
    item: 'transfer',
    read: OPS_CONSOLE_RULES.transfersRead,
    decide: OPS_CONSOLE_RULES.transfersDecide,
    accept: 'confirm',
    acceptTexts: {
      label: 'transfers.confirm',
      one: 'transfers.confirmOne',
      title: 'transfers.confirmTitle',
      submit: 'transfers.confirmSubmit',
      done: 'transfers.confirmed',
      hint: 'transfers.confirmHint',
    },
  },
  quotations: {
    item: 'quotation',
    read: OPS_CONSOLE_RULES.quotationsRead,
    decide: OPS_CONSOLE_RULES.quotationsDecide,
    accept: 'approve',
    acceptTexts: {
      label: 'quotations.approve',
      one: 'quotations.approveOne',
      title: 'quotations.approveTitle',
      submit: 'quotations.approveSubmit',
      done: 'quotations.approved',
      hint: 'quotations.approveHint',
    },
  },
  refunds: {
    item: 'refund',
    read: OPS_CONSOLE_RULES.refundsRead,
    decide: OPS_CONSOLE_RULES.refundsDecide,
    accept: 'pay',
    acceptTexts: {
      label: 'refunds.pay',
      one: 'refunds.payOne',
      title: 'refunds.payTitle',
      submit: 'refunds.paySubmit',
      done: 'refunds.paid',
      hint: 'refunds.payHint',
    },
  },
} as const;

/** The queues' i18n sections: each has the same column, filter and reject texts. */
export type QueueTexts = keyof typeof QUEUES;
/** A queue's accept decision (confirm, approve, pay). */
export type AcceptOf<Q extends QueueTexts> = (typeof QUEUES)[Q]['accept'];
/** The two decisions on a waiting item: the queue's accept and reject. */
export type QueueDecision<TAccept extends string> = TAccept | 'reject';
