// The ledger: the only code that writes postings and account balances (guard: test/money/ledger-guard.test.ts).
export * from './accounts';
export * from './plans';
export * from './post';
