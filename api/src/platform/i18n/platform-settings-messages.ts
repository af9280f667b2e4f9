// API texts of the platform settings (issue 27.7), spread into en/ar/fr.

export const platformSettingsMessagesEn = {
  'platform_settings.changed_meanwhile':
    'The settings were changed by someone else since you opened them. Reload them and apply your change again.',
  'platform_settings.seller_not_configured':
    'Invoices cannot be issued yet: the seller identity is not set in the platform settings. Please try again later.',
  'einvoicing.seller_mismatch':
    'Invoices cannot be issued: the seller VAT number in the platform settings is not the one the e-invoicing unit is registered for. Please try again later.',
  'einvoicing.no_xml':
    'This invoice was issued before e-invoicing phase 2: it has no XML document. Download its PDF instead.',
  'einvoicing.clearance_pending':
    'This invoice is waiting for clearance by ZATCA (Fatoora). You can download it once it is cleared, usually within minutes.',
  'einvoicing.clearance_rejected':
    'ZATCA (Fatoora) rejected this invoice, so it cannot be given as a tax invoice yet. Our team has been told and will issue a corrected invoice.',
} as const;

export type PlatformSettingsMessageKey = keyof typeof platformSettingsMessagesEn;

export const platformSettingsMessagesAr: Record<PlatformSettingsMessageKey, string> = {
  'platform_settings.changed_meanwhile': 'عدّل شخص آخر الإعدادات منذ أن فتحتها. أعد تحميلها ثم طبّق تعديلك مرة أخرى.',
  'platform_settings.seller_not_configured':
    'لا يمكن إصدار الفواتير بعد: لم تُحدَّد هوية البائع في إعدادات المنصة. يرجى المحاولة لاحقًا.',
  'einvoicing.seller_mismatch':
    'لا يمكن إصدار الفواتير: الرقم الضريبي للبائع في إعدادات المنصة ليس الرقم المسجّلة به وحدة الفوترة الإلكترونية. يرجى المحاولة لاحقًا.',
  'einvoicing.no_xml':
    'صدرت هذه الفاتورة قبل المرحلة الثانية من الفوترة الإلكترونية: ليس لها مستند XML. نزّل ملف PDF الخاص بها بدلًا منه.',
  'einvoicing.clearance_pending':
    'هذه الفاتورة بانتظار اعتماد هيئة الزكاة والضريبة والجمارك (فاتورة). يمكنك تنزيلها بعد اعتمادها، وعادةً خلال دقائق.',
  'einvoicing.clearance_rejected':
    'رفضت هيئة الزكاة والضريبة والجمارك (فاتورة) هذه الفاتورة، لذا لا يمكن تسليمها فاتورةً ضريبية بعد. أُبلغ فريقنا وسيصدر فاتورة مصحّحة.',
};

export const platformSettingsMessagesFr: Record<PlatformSettingsMessageKey, string> = {
  'platform_settings.changed_meanwhile':
    'Les paramètres ont été modifiés par quelqu’un d’autre depuis leur ouverture. Rechargez-les et refaites votre modification.',
  'platform_settings.seller_not_configured':
    'Les factures ne peuvent pas encore être émises : l’identité du vendeur n’est pas renseignée dans les paramètres de la plateforme. Veuillez réessayer plus tard.',
  'einvoicing.seller_mismatch':
    'Les factures ne peuvent pas être émises : le numéro de TVA du vendeur dans les paramètres de la plateforme n’est pas celui de l’unité de facturation électronique. Veuillez réessayer plus tard.',
  'einvoicing.no_xml':
    'Cette facture a été émise avant la phase 2 de la facturation électronique : elle n’a pas de document XML. Téléchargez plutôt son PDF.',
  'einvoicing.clearance_pending':
    'Cette facture attend sa validation (clearance) par la ZATCA (Fatoora). Vous pourrez la télécharger une fois validée, en général en quelques minutes.',
  'einvoicing.clearance_rejected':
    'La ZATCA (Fatoora) a rejeté cette facture : elle ne peut pas encore être remise comme facture fiscale. Notre équipe est prévenue et émettra une facture corrigée.',
};
