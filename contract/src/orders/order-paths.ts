// Endpoint paths under /api/v1 (spec §7 company/orders/{…}, company/timeslots/generate,
// public/providers/workingHours/generate). Company paths need the ORDER_RULES of ./order-permissions; ops and
// provider paths need an ops or provider account.

export const ORDER_PATHS = {
  list: 'company/orders/order',
  create: 'company/orders/order',
  one: 'company/orders/order/:reference',
  export: 'company/orders/order/export',
  price: 'company/orders/order/price',
  history: 'company/orders/order/:reference/history',
  logs: 'company/orders/order/:reference/logs',
  evidence: 'company/orders/order/:reference/evidence',
  evidencePhoto: 'company/orders/order/:reference/evidence/:id/photo',
  messages: 'company/orders/orderMessage',
  createPackageVisit: 'company/orders/createPackageVisit',
  openWarranty: 'company/orders/warranty',
  updateStatus: 'company/orders/updateStatus',
  rescheduleOrder: 'company/orders/rescheduleOrder',
  confirmPayment: 'company/orders/confirmPayment',
  checkPayment: 'company/orders/checkPayment',
  approveServiceChanges: 'company/orders/approveServiceChanges',
  approveVisitChanges: 'company/orders/approveVisitChanges',
  updateVisitQuotationStatus: 'company/orders/updateVisitQuotationStatus',
  rate: 'company/orders/rate',
  timeSlots: 'company/timeslots/generate',
  workingHours: 'public/providers/workingHours/generate',
} as const;

export const ORDER_OPS_PATHS = {
  list: 'ops/orders',
  transition: 'ops/orders/:id/transition',
  assignProvider: 'ops/orders/:id/assignProvider',
  collectCash: 'ops/orders/:id/collectCash',
  reschedule: 'ops/orders/:id/reschedule',
  proposals: 'ops/orders/:id/proposals',
} as const;

export const ORDER_PROVIDER_PATHS = {
  list: 'providers/orders',
  transition: 'providers/orders/:id/transition',
  evidence: 'providers/orders/:id/evidence',
  checklist: 'providers/orders/:id/checklist',
  proposals: 'providers/orders/:id/proposals',
} as const;
