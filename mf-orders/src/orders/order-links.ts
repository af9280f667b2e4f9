export const ORDERS_PATH = '/b2b/orders';
export const ADD_ORDER_PATH = '/b2b/orders/add';
/** Route b2b-orders-view-id: the order's reference is its id (spec §2). */
export const orderPath = (reference: string) => `${ORDERS_PATH}/view/${encodeURIComponent(reference)}`;
export const invoicePath = (id: string) => `/b2b/invoices/${encodeURIComponent(id)}`;
