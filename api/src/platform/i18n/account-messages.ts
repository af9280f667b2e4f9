// Messages of the account information screen and of its certificate uploads.
export const accountMessagesEn = {
  'files.uploaded': 'The file has been uploaded successfully',
  'files.too_large': 'The file is too large: the limit is {{n}} MB',
  'files.type_invalid': 'The file type is not accepted: send a PDF, JPEG or PNG',
  'files.multipart_required': 'Send the file as multipart/form-data in a field named "file"',
  'account.buyer_identity_missing':
    'Your tax invoice needs your company’s VAT number (or CR number if you are not VAT-registered) and its national address. Add them in Account information, then try again.',
  'account.buyer_identity_action': 'Open account information',
} as const;

type AccountMessages = Record<keyof typeof accountMessagesEn, string>;

export const accountMessagesAr: AccountMessages = {
  'files.uploaded': 'تم رفع الملف بنجاح',
  'files.too_large': 'الملف كبير جدًا: الحد الأقصى {{n}} ميجابايت',
  'files.type_invalid': 'نوع الملف غير مقبول: أرسل ملف PDF أو JPEG أو PNG',
  'files.multipart_required': 'أرسل الملف بصيغة multipart/form-data في حقل باسم "file"',
  'account.buyer_identity_missing':
    'تحتاج فاتورتك الضريبية إلى الرقم الضريبي لشركتك (أو رقم السجل التجاري إن لم تكن مسجلة في ضريبة القيمة المضافة) وعنوانها الوطني. أضفهما في معلومات الحساب ثم حاول مرة أخرى.',
  'account.buyer_identity_action': 'فتح معلومات الحساب',
};

export const accountMessagesFr: AccountMessages = {
  'files.uploaded': 'Le fichier a été téléversé avec succès',
  'files.too_large': 'Le fichier est trop volumineux : la limite est de {{n}} Mo',
  'files.type_invalid': "Ce type de fichier n'est pas accepté : envoyez un PDF, un JPEG ou un PNG",
  'files.multipart_required': 'Envoyez le fichier en multipart/form-data dans un champ nommé « file »',
  'account.buyer_identity_missing':
    'Votre facture fiscale doit indiquer le numéro de TVA de votre entreprise (ou son numéro de registre du commerce si elle n’est pas assujettie) et son adresse nationale. Ajoutez-les dans Informations du compte, puis réessayez.',
  'account.buyer_identity_action': 'Ouvrir les informations du compte',
};
