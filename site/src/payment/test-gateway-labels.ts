import { registerTranslations } from '@portal/shared/core';

// Texts of the built-in test gateway's hosted page (DOMAIN.md §2), registered when that page's chunk loads.
export const TEST_GATEWAY_NAMESPACE = 'testGateway';

const en = {
  title: 'Test payment gateway',
  intro: 'This page stands in for a card payment page. No card is charged: choose how the payment ends.',
  merchant: 'Merchant',
  description: 'Description',
  amount: 'Amount',
  success: 'Pay (success)',
  failure: 'Decline (failure)',
  cancel: 'Cancel',
  working: 'Sending the result…',
  closed: 'This payment has already been completed.',
  back: 'Back to the portal',
  notFound: 'This payment session does not exist or has expired.',
  failed: 'The result could not be sent. Please try again.',
};

const ar: typeof en = {
  title: 'بوابة الدفع التجريبية',
  intro: 'تحل هذه الصفحة محل صفحة الدفع بالبطاقة. لن تُخصم أي مبالغ من بطاقة: اختر كيف تنتهي عملية الدفع.',
  merchant: 'التاجر',
  description: 'الوصف',
  amount: 'المبلغ',
  success: 'ادفع (نجاح)',
  failure: 'ارفض (فشل)',
  cancel: 'إلغاء',
  working: 'جارٍ إرسال النتيجة…',
  closed: 'اكتملت عملية الدفع هذه مسبقًا.',
  back: 'العودة إلى البوابة',
  notFound: 'جلسة الدفع هذه غير موجودة أو انتهت صلاحيتها.',
  failed: 'تعذر إرسال النتيجة. يرجى المحاولة مرة أخرى.',
};

const fr: typeof en = {
  title: 'Passerelle de paiement de test',
  intro:
    'Cette page remplace une page de paiement par carte. Aucune carte n’est débitée : choisissez l’issue du paiement.',
  merchant: 'Marchand',
  description: 'Description',
  amount: 'Montant',
  success: 'Payer (succès)',
  failure: 'Refuser (échec)',
  cancel: 'Annuler',
  working: 'Envoi du résultat…',
  closed: 'Ce paiement est déjà terminé.',
  back: 'Retour au portail',
  notFound: 'Cette session de paiement n’existe pas ou a expiré.',
  failed: 'Le résultat n’a pas pu être envoyé. Veuillez réessayer.',
};

registerTranslations(TEST_GATEWAY_NAMESPACE, { ar, en, fr });
