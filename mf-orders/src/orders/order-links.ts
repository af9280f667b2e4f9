export const ORDERS_PATH = '/b2b/orders';
export const ADD_ORDER_PATH = '/b2b/orders/add';
/** The create form that resumes the user's draft at once (the orders list's Resume, ADR 0063). */
export const RESUME_DRAFT_PATH = `${ADD_ORDER_PATH}?draft=resume`;
/** Route b2b-orders-view-id: the order's reference is its id (spec §2). */
export const orderPath = (reference: string) => `${ORDERS_PATH}/view/${encodeURIComponent(reference)}`;
export const invoicePath = (id: string) => `/b2b/invoices/${encodeURIComponent(id)}`;
