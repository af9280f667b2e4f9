// The query keys of the console's live lists, in a module of their own: the ops stream (ops-live.ts), held by the
// app for the whole console, reads them without pulling the queues' endpoints (valibot schemas) into the first chunk.

export const TRANSFERS_KEY = ['ops', 'transfers'] as const;
export const QUOTATIONS_KEY = ['ops', 'quotations'] as const;
export const REFUNDS_KEY = ['ops', 'refunds'] as const;
export const INBOX_KEY = ['ops', 'inbox'] as const;
/** The companies' lists (companies/company-queries.ts): the verification queue is one of them. */
export const COMPANIES_KEY = ['ops', 'companies'] as const;
