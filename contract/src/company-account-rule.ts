// Spec §2's rule of the company's account pages (/b2b/account/contracts, /products, /services, /shifts) and of
// their endpoints (company/contract, product, service, shift). `ops_companies` is also the operations console's
// subject; in a company role it means only this: see the company's own account terms (ADR 0071). Light on purpose:
// the shell's ability (first chunk) imports it.

export const COMPANY_ACCOUNT_RULE = { action: 'read', subject: 'ops_companies' } as const;

/** The one console-named rule a company role may hold (ADR 0071). */
export const isCompanyAccountRule = (rule: { action: string; subject: string }): boolean =>
  rule.action === COMPANY_ACCOUNT_RULE.action && rule.subject === COMPANY_ACCOUNT_RULE.subject;
