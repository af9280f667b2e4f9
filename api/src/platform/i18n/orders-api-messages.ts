// API-only texts of orders (issue 11), spread into en/ar/fr; the texts the UI shares are in contract
// orders/order-messages.

export const ordersApiMessagesEn = {
  'orders.entry.payment': 'Order {{reference}}',
  'orders.priced': 'Price calculated',
} as const;

export const ordersApiMessagesAr: Record<keyof typeof ordersApiMessagesEn, string> = {
  'orders.entry.payment': 'الطلب {{reference}}',
  'orders.priced': 'تم حساب السعر',
};

export const ordersApiMessagesFr: Record<keyof typeof ordersApiMessagesEn, string> = {
  'orders.entry.payment': 'Commande {{reference}}',
  'orders.priced': 'Prix calculé',
};
