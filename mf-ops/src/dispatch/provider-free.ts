import {
  type DispatchOrder,
  type DispatchProvider,
  isProviderFree,
  minutesOf,
  weekdayOf,
} from '@portal/shared/contract';

// Whether a provider is free for a visit, as the API's guard provider_free will check it (the contract's own
// function on the day the API answered, the visit itself set aside): the assign dialog marks the busy ones.

export function freeForVisit(provider: DispatchProvider, order: DispatchOrder): boolean {
  const weekday = weekdayOf(order.visit_date);
  const schedule = {
    provider_id: provider.id,
    working_hours: provider.hours.map((hours) => ({ weekday, ...hours })),
  };
  const bookings = provider.visits
    .filter((visit) => visit.order_id !== order.id)
    .map((visit) => ({ provider_id: provider.id, starts_at: visit.starts_at, ends_at: visit.ends_at }));
  const minutes = Math.round((Date.parse(order.ends_at) - Date.parse(order.starts_at)) / 60_000);
  return isProviderFree(schedule, order.visit_date, minutesOf(order.time), minutes, bookings);
}
