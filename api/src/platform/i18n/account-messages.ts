// Messages of the account information screen and of its certificate uploads.
export const accountMessagesEn = {
  'files.uploaded': 'The file has been uploaded successfully',
  'files.too_large': 'The file is too large: the limit is {{n}} MB',
  'files.type_invalid': 'The file type is not accepted: send a PDF, JPEG or PNG',
  'files.multipart_required': 'Send the file as multipart/form-data in a field named "file"',
} as const;

type AccountMessages = Record<keyof typeof accountMessagesEn, string>;

export const accountMessagesAr: AccountMessages = {
  'files.uploaded': 'تم رفع الملف بنجاح',
  'files.too_large': 'الملف كبير جدًا: الحد الأقصى {{n}} ميجابايت',
  'files.type_invalid': 'نوع الملف غير مقبول: أرسل ملف PDF أو JPEG أو PNG',
  'files.multipart_required': 'أرسل الملف بصيغة multipart/form-data في حقل باسم "file"',
};

export const accountMessagesFr: AccountMessages = {
  'files.uploaded': 'Le fichier a été téléversé avec succès',
  'files.too_large': 'Le fichier est trop volumineux : la limite est de {{n}} Mo',
  'files.type_invalid': "Ce type de fichier n'est pas accepté : envoyez un PDF, un JPEG ou un PNG",
  'files.multipart_required': 'Envoyez le fichier en multipart/form-data dans un champ nommé « file »',
};
