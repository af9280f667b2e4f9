// What a negotiated price saves against the list price, for the company's price list pages (ADR 0071).

export interface Saving {
  /** Halalas saved per unit; 0 when the company pays the list price (or more). */
  amount: number;
  /** Whole percent of the list price, rounded down (never shows more saved than it is). */
  percent: number;
}

export function savingOf(listPrice: number, price: number): Saving {
  const amount = Math.max(0, listPrice - price);
  return { amount, percent: listPrice > 0 ? Math.floor((amount * 100) / listPrice) : 0 };
}
