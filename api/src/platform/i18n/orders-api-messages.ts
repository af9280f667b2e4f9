// API-only texts of orders (issue 11), spread into en/ar/fr; the texts the UI shares are in contract
// orders/order-messages.

export const ordersApiMessagesEn = {
  'orders.entry.payment': 'Order {{reference}}',
  'orders.priced': 'Price calculated',
  'orders.draft_saved': 'Draft saved',
  'orders.draft_discarded': 'Draft discarded',
  'orders.draft_not_found': 'There is no draft to submit: it was submitted or discarded',
  'orders.draft_failed.price_changed':
    'The price changed since this draft was saved. Check the new price and accept it to submit.',
  'orders.draft_failed.slot_unavailable':
    'The chosen visit time is no longer available. Pick another slot and submit again.',
  'orders.draft_failed.service_unavailable':
    'A service of this draft is no longer offered. Change the services and submit again.',
} as const;

export const ordersApiMessagesAr: Record<keyof typeof ordersApiMessagesEn, string> = {
  'orders.entry.payment': 'الطلب {{reference}}',
  'orders.priced': 'تم حساب السعر',
  'orders.draft_saved': 'تم حفظ المسودة',
  'orders.draft_discarded': 'تم حذف المسودة',
  'orders.draft_not_found': 'لا توجد مسودة لإرسالها: تم إرسالها أو حذفها',
  'orders.draft_failed.price_changed': 'تغيّر السعر منذ حفظ هذه المسودة. راجع السعر الجديد واقبله للإرسال.',
  'orders.draft_failed.slot_unavailable': 'موعد الزيارة المختار لم يعد متاحًا. اختر موعدًا آخر وأرسل من جديد.',
  'orders.draft_failed.service_unavailable': 'إحدى خدمات هذه المسودة لم تعد متاحة. غيّر الخدمات وأرسل من جديد.',
};

export const ordersApiMessagesFr: Record<keyof typeof ordersApiMessagesEn, string> = {
  'orders.entry.payment': 'Commande {{reference}}',
  'orders.priced': 'Prix calculé',
  'orders.draft_saved': 'Brouillon enregistré',
  'orders.draft_discarded': 'Brouillon supprimé',
  'orders.draft_not_found': 'Aucun brouillon à envoyer : il a été envoyé ou supprimé',
  'orders.draft_failed.price_changed':
    'Le prix a changé depuis l’enregistrement de ce brouillon. Vérifiez le nouveau prix et acceptez-le pour envoyer.',
  'orders.draft_failed.slot_unavailable':
    'Le créneau choisi n’est plus disponible. Choisissez-en un autre et envoyez à nouveau.',
  'orders.draft_failed.service_unavailable':
    'Un service de ce brouillon n’est plus proposé. Modifiez les services et envoyez à nouveau.',
};
