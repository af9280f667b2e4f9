// API texts of the branch scorecards export (ADR 0023), spread into en/ar/fr.

export const scorecardMessagesEn = {
  'scorecards.sheet': 'Branch scorecards',
  'scorecards.field.branch': 'Branch',
  'scorecards.field.code': 'Code',
  'scorecards.field.orders': 'Orders',
  'scorecards.field.spend': 'Spend',
  'scorecards.field.rating': 'Average rating',
  'scorecards.field.ratings': 'Ratings',
  'scorecards.field.visits': 'Visits',
  'scorecards.field.on_time': 'On time',
  'scorecards.field.on_time_rate': 'On-time rate (%)',
  'scorecards.field.completed': 'Completed',
  'scorecards.field.fixed_first_time': 'Fixed the first time',
  'scorecards.field.first_time_fix_rate': 'First-time fix rate (%)',
};

type Keys = keyof typeof scorecardMessagesEn;

export const scorecardMessagesAr: Record<Keys, string> = {
  'scorecards.sheet': 'بطاقات أداء الفروع',
  'scorecards.field.branch': 'الفرع',
  'scorecards.field.code': 'الرمز',
  'scorecards.field.orders': 'الطلبات',
  'scorecards.field.spend': 'الإنفاق',
  'scorecards.field.rating': 'متوسط التقييم',
  'scorecards.field.ratings': 'عدد التقييمات',
  'scorecards.field.visits': 'الزيارات',
  'scorecards.field.on_time': 'في الموعد',
  'scorecards.field.on_time_rate': 'نسبة الوصول في الموعد (%)',
  'scorecards.field.completed': 'المكتملة',
  'scorecards.field.fixed_first_time': 'أُصلحت من أول زيارة',
  'scorecards.field.first_time_fix_rate': 'نسبة الإصلاح من أول زيارة (%)',
};

export const scorecardMessagesFr: Record<Keys, string> = {
  'scorecards.sheet': 'Bilans des agences',
  'scorecards.field.branch': 'Agence',
  'scorecards.field.code': 'Code',
  'scorecards.field.orders': 'Commandes',
  'scorecards.field.spend': 'Dépenses',
  'scorecards.field.rating': 'Note moyenne',
  'scorecards.field.ratings': 'Notes',
  'scorecards.field.visits': 'Visites',
  'scorecards.field.on_time': 'À l’heure',
  'scorecards.field.on_time_rate': 'Taux à l’heure (%)',
  'scorecards.field.completed': 'Terminées',
  'scorecards.field.fixed_first_time': 'Réparées du premier coup',
  'scorecards.field.first_time_fix_rate': 'Taux de réparation du premier coup (%)',
};
