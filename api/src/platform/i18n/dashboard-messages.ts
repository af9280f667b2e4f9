// API texts of the dashboard's table exports (issue 13), spread into en/ar/fr.

export const dashboardMessagesEn = {
  'dashboard.sheet.latest_orders': 'Latest orders',
  'dashboard.sheet.recent_payments': 'Recent payments',
  'dashboard.sheet.recent_packages': 'Recent packages',
  'dashboard.field.reference': 'Reference',
  'dashboard.field.branch': 'Branch',
  'dashboard.field.status': 'Status',
  'dashboard.field.total': 'Total',
  'dashboard.field.created_at': 'Date',
  'dashboard.field.method': 'Method',
  'dashboard.field.type': 'Type',
  'dashboard.field.amount': 'Amount',
  'dashboard.field.name': 'Name',
  'dashboard.field.used': 'Used',
  'dashboard.field.price': 'Price',
};

type Keys = keyof typeof dashboardMessagesEn;

export const dashboardMessagesAr: Record<Keys, string> = {
  'dashboard.sheet.latest_orders': 'أحدث الطلبات',
  'dashboard.sheet.recent_payments': 'آخر المدفوعات',
  'dashboard.sheet.recent_packages': 'آخر الباقات',
  'dashboard.field.reference': 'المرجع',
  'dashboard.field.branch': 'الفرع',
  'dashboard.field.status': 'الحالة',
  'dashboard.field.total': 'الإجمالي',
  'dashboard.field.created_at': 'التاريخ',
  'dashboard.field.method': 'الطريقة',
  'dashboard.field.type': 'النوع',
  'dashboard.field.amount': 'المبلغ',
  'dashboard.field.name': 'الاسم',
  'dashboard.field.used': 'المستخدم',
  'dashboard.field.price': 'السعر',
};

export const dashboardMessagesFr: Record<Keys, string> = {
  'dashboard.sheet.latest_orders': 'Dernières commandes',
  'dashboard.sheet.recent_payments': 'Paiements récents',
  'dashboard.sheet.recent_packages': 'Forfaits récents',
  'dashboard.field.reference': 'Référence',
  'dashboard.field.branch': 'Agence',
  'dashboard.field.status': 'Statut',
  'dashboard.field.total': 'Total',
  'dashboard.field.created_at': 'Date',
  'dashboard.field.method': 'Moyen',
  'dashboard.field.type': 'Type',
  'dashboard.field.amount': 'Montant',
  'dashboard.field.name': 'Nom',
  'dashboard.field.used': 'Utilisé',
  'dashboard.field.price': 'Prix',
};
