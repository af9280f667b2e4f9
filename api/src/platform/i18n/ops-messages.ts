import type { ArabicPlural, CatalogueOf, FrenchPlural } from './plural';

// Texts of the operations back office's API (issue 27): ops access and roles, ops users, companies, suspension.
export const opsMessagesEn = {
  'access.ops_only': "This area is for the platform's operations team only",
  'access.ops_deactivated': 'Your operations account has been deactivated. Ask an operations admin to reactivate it',
  'access.ops_role_missing': 'Your operations role does not allow this. Ask an operations admin for the role that does',
  'access.company_suspended':
    "Your company's account has been suspended by the platform. Contact support to have it reinstated",
  'access.company_suspended_sign_in':
    "Your company's account has been suspended by the platform, so you cannot sign in. Contact support to have it reinstated",
  'ops.notify.credit_line_title': 'Credit line changed',
  'ops.notify.credit_line_body': 'The platform set your credit limit to {{amount}} SAR. Reason: {{reason}}',
  'ops.notify.verified_title': 'Certificates verified',
  'ops.notify.verified_body': 'The platform has verified your CR and VAT certificates',
  'ops.notify.verification_rejected_title': 'Certificates rejected',
  'ops.notify.verification_rejected_body':
    'The platform rejected your certificates. Reason: {{reason}}. Upload new ones from Account information',
  'ops.phone_taken': 'This phone number already has an account',
  'ops.roles_required': 'Choose at least one role',
  'ops.own_admin_role': 'You cannot remove your own admin role',
  'ops.deactivate_self': 'You cannot deactivate yourself',
  'ops.last_admin': 'The operations team must keep at least one active admin: give another person the admin role first',
  'ops.not_ops_user': 'This person is not a member of the operations team',
  'ops.company_already_suspended': 'This company is already suspended',
  'ops.company_not_suspended': 'This company is not suspended',
  'ops.no_certificates': 'This company has not uploaded its CR or VAT certificate yet',
  'ops.verification_decided': 'These certificates have already been decided: wait for the company to upload new ones',
  'ops.user_created': 'The operations user has been added',
  'ops.user_updated': 'The operations user has been updated',
  'ops.company_suspended': 'The company has been suspended',
  'ops.company_reinstated': 'The company has been reinstated',
  'ops.company_verified': "The company's certificates have been verified",
  'ops.company_verification_rejected': "The company's certificates have been rejected",
  // The support inbox (issue 27.5).
  'ops.conversation_taken': 'You have taken this conversation',
  'ops.conversation_taken_by': '{{name}} has already taken this conversation',
  // The coupons (ADR 0074).
  'ops.coupon_code_taken': 'Another coupon already has this code',
  'ops.coupon_code_locked': 'Orders have used this coupon and their invoices name it: its code can no longer change',
  'ops.coupon_percent_locked':
    'Orders have used this coupon at this percent: it can no longer change. Create a new coupon for another percent',
  'ops.coupon_max_below_used': 'This coupon is already used {{n}} times: its limit cannot be lower',
} as const;

export const opsMessagesAr: CatalogueOf<typeof opsMessagesEn, ArabicPlural> = {
  'access.ops_only': 'هذه المنطقة مخصصة لفريق عمليات المنصة فقط',
  'access.ops_deactivated': 'تم إيقاف حسابك في فريق العمليات. اطلب من مسؤول العمليات إعادة تفعيله',
  'access.ops_role_missing': 'دورك في فريق العمليات لا يسمح بهذا الإجراء. اطلب من مسؤول العمليات الدور المناسب',
  'access.company_suspended': 'تم تعليق حساب شركتك من قبل المنصة. تواصل مع الدعم لإعادة تفعيله',
  'access.company_suspended_sign_in':
    'تم تعليق حساب شركتك من قبل المنصة، لذا لا يمكنك تسجيل الدخول. تواصل مع الدعم لإعادة تفعيله',
  'ops.notify.credit_line_title': 'تم تغيير حد الائتمان',
  'ops.notify.credit_line_body': 'حددت المنصة حد الائتمان لشركتك بمبلغ {{amount}} ريال. السبب: {{reason}}',
  'ops.notify.verified_title': 'تم التحقق من الشهادات',
  'ops.notify.verified_body': 'تحققت المنصة من شهادة السجل التجاري وشهادة ضريبة القيمة المضافة لشركتك',
  'ops.notify.verification_rejected_title': 'تم رفض الشهادات',
  'ops.notify.verification_rejected_body':
    'رفضت المنصة شهادات شركتك. السبب: {{reason}}. ارفع شهادات جديدة من معلومات الحساب',
  'ops.phone_taken': 'رقم الجوال هذا مرتبط بحساب بالفعل',
  'ops.roles_required': 'اختر دورًا واحدًا على الأقل',
  'ops.own_admin_role': 'لا يمكنك إزالة دور المسؤول عن نفسك',
  'ops.deactivate_self': 'لا يمكنك إيقاف حسابك بنفسك',
  'ops.last_admin': 'يجب أن يبقى في فريق العمليات مسؤول نشط واحد على الأقل: امنح دور المسؤول لشخص آخر أولًا',
  'ops.not_ops_user': 'هذا الشخص ليس عضوًا في فريق العمليات',
  'ops.company_already_suspended': 'هذه الشركة معلقة بالفعل',
  'ops.company_not_suspended': 'هذه الشركة غير معلقة',
  'ops.no_certificates': 'لم ترفع هذه الشركة شهادة السجل التجاري أو شهادة ضريبة القيمة المضافة بعد',
  'ops.verification_decided': 'تم البت في هذه الشهادات بالفعل: انتظر حتى ترفع الشركة شهادات جديدة',
  'ops.user_created': 'تمت إضافة مستخدم العمليات',
  'ops.user_updated': 'تم تحديث مستخدم العمليات',
  'ops.company_suspended': 'تم تعليق الشركة',
  'ops.company_reinstated': 'تمت إعادة تفعيل الشركة',
  'ops.company_verified': 'تم التحقق من شهادات الشركة',
  'ops.company_verification_rejected': 'تم رفض شهادات الشركة',
  // The support inbox (issue 27.5).
  'ops.conversation_taken': 'تم إسناد هذه المحادثة إليك',
  'ops.conversation_taken_by': 'تولّى {{name}} هذه المحادثة بالفعل',
  'ops.coupon_code_taken': 'توجد قسيمة أخرى بهذا الرمز',
  'ops.coupon_code_locked': 'استُخدمت هذه القسيمة في طلبات تذكرها فواتيرها: لا يمكن تغيير رمزها بعد الآن',
  'ops.coupon_percent_locked': 'استُخدمت هذه القسيمة بهذه النسبة: لا يمكن تغييرها. أنشئ قسيمة جديدة لنسبة أخرى',
  'ops.coupon_max_below_used': 'استُخدمت هذه القسيمة {{n}} مرة: لا يمكن أن يقل حدها عن ذلك',
};

export const opsMessagesFr: CatalogueOf<typeof opsMessagesEn, FrenchPlural> = {
  'access.ops_only': "Cet espace est réservé à l'équipe des opérations de la plateforme",
  'access.ops_deactivated':
    'Votre compte des opérations a été désactivé. Demandez à un administrateur des opérations de le réactiver',
  'access.ops_role_missing':
    "Votre rôle dans l'équipe des opérations ne le permet pas. Demandez le rôle adapté à un administrateur des opérations",
  'access.company_suspended':
    'Le compte de votre entreprise a été suspendu par la plateforme. Contactez le support pour le faire rétablir',
  'access.company_suspended_sign_in':
    'Le compte de votre entreprise a été suspendu par la plateforme : vous ne pouvez pas vous connecter. Contactez le support pour le faire rétablir',
  'ops.notify.credit_line_title': 'Ligne de crédit modifiée',
  'ops.notify.credit_line_body': 'La plateforme a fixé votre plafond de crédit à {{amount}} SAR. Motif : {{reason}}',
  'ops.notify.verified_title': 'Certificats vérifiés',
  'ops.notify.verified_body': 'La plateforme a vérifié vos certificats RC et TVA',
  'ops.notify.verification_rejected_title': 'Certificats refusés',
  'ops.notify.verification_rejected_body':
    'La plateforme a refusé vos certificats. Motif : {{reason}}. Téléversez-en de nouveaux depuis Informations du compte',
  'ops.phone_taken': 'Ce numéro de téléphone a déjà un compte',
  'ops.roles_required': 'Choisissez au moins un rôle',
  'ops.own_admin_role': "Vous ne pouvez pas retirer votre propre rôle d'administrateur",
  'ops.deactivate_self': 'Vous ne pouvez pas vous désactiver vous-même',
  'ops.last_admin':
    "L'équipe des opérations doit garder au moins un administrateur actif : donnez d'abord ce rôle à une autre personne",
  'ops.not_ops_user': "Cette personne ne fait pas partie de l'équipe des opérations",
  'ops.company_already_suspended': 'Cette entreprise est déjà suspendue',
  'ops.company_not_suspended': "Cette entreprise n'est pas suspendue",
  'ops.no_certificates': "Cette entreprise n'a pas encore téléversé son certificat RC ou TVA",
  'ops.verification_decided':
    "Ces certificats ont déjà été traités : attendez que l'entreprise en téléverse de nouveaux",
  'ops.user_created': "L'utilisateur des opérations a été ajouté",
  'ops.user_updated': "L'utilisateur des opérations a été mis à jour",
  'ops.company_suspended': "L'entreprise a été suspendue",
  'ops.company_reinstated': "L'entreprise a été rétablie",
  'ops.company_verified': "Les certificats de l'entreprise ont été vérifiés",
  'ops.company_verification_rejected': "Les certificats de l'entreprise ont été refusés",
  // The support inbox (issue 27.5).
  'ops.conversation_taken': 'Vous avez pris cette conversation',
  'ops.conversation_taken_by': '{{name}} a déjà pris cette conversation',
  'ops.coupon_code_taken': 'Un autre code promo porte déjà ce code',
  'ops.coupon_code_locked':
    'Des commandes ont utilisé ce code promo et leurs factures le citent : il ne peut plus changer',
  'ops.coupon_percent_locked':
    'Des commandes ont utilisé ce code promo à ce pourcentage : il ne peut plus changer. Créez un nouveau code pour un autre pourcentage',
  'ops.coupon_max_below_used': 'Ce code promo est déjà utilisé {{n}} fois : sa limite ne peut pas être inférieure',
};
