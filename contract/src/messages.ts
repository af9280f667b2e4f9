// Message keys shared by the API and the web forms. Contract schemas carry keys (never texts) so each side
// translates them in the user's language; the English texts below are the spec §5 wording.
export const validationMessagesEn = {
  'validation.required': 'This field is required',
  'validation.email': 'The Email field must be a valid email',
  'validation.integer': 'This field must be an integer',
  'validation.between': 'Enter number between {{min}} and {{max}}',
  'validation.length': 'The length of the Characters field must be {{n}} characters.',
  'validation.characters': 'All Character are not valid',
  'validation.url': 'URL is invalid',
  'validation.alpha': 'The Alpha field may only contain alphabetic characters',
  'validation.regex': 'The Regex field format is invalid',
  'validation.confirmed': 'The Confirm Password field confirmation does not match',
  'validation.password':
    'The password must be at least 8 characters with an uppercase letter, a lowercase letter, a special character and a digit',
  'validation.min_one_service': 'A minimum of one service must be added',
  'validation.select_services': 'Please select the services',
  'validation.select_branches': 'Please select the branches',
  'validation.select_package': 'Please select a package',
  'validation.min_quantity': 'Minimum quantity {{n}}',
  'validation.max_locations': 'You can choose only ({{n}}) locations',
  'validation.insufficient_credit': 'Insufficient package credit. Recharge your credit line to proceed.',
  'validation.phone_required': 'Please enter the phone number',
  'validation.riyadh_only': 'Our services are only available in Riyadh',
  'validation.phone_invalid': 'Enter a Saudi mobile number such as 05XXXXXXXX',
  'validation.code_digits': 'The code must be 4 digits',
  'validation.string': 'This field must be text',
  'validation.max_length': 'This field may not be longer than {{n}} characters',
  'validation.uuid': 'The selected value is invalid',
  'validation.invalid': 'This field is invalid',
  'validation.body_object': 'The request body must be a JSON object',
  'validation.cr_number': 'The CR number must be 10 digits',
  'validation.vat_number': 'The VAT number must be 15 digits, starting and ending with 3',
  'validation.file_type': 'The file must be a PDF, JPEG or PNG',
  'validation.image_type': 'The image must be a JPEG or PNG picture',
  'validation.video_type': 'The video must be an MP4 or WebM file',
  'validation.file_size': 'The file may not be larger than {{n}} MB',
  'validation.file_required': 'Please choose a file',
  'validation.number': 'This field must be a number',
  'validation.date': 'Enter a valid date (YYYY-MM-DD)',
  'validation.coordinates_pair': 'Enter both latitude and longitude, or neither',
  'validation.max_items': 'You can add at most {{n}} rows',
  'validation.amount_range': 'Enter an amount between {{min}} and {{max}} SAR',
  'validation.amount_halalas': 'The amount must be in whole halalas (at most two decimals)',
  'validation.iban': 'Enter a valid Saudi IBAN (SA followed by 22 digits and letters)',
  'validation.space_type_repeated': 'This space type is already listed above',
  'validation.product_not_offered': 'This product is not offered with this service',
  'validation.product_repeated': 'This product is already chosen for this service',
  'validation.building_number': 'Enter the 4-digit building number',
  'validation.additional_number': 'Enter the 4-digit additional number',
  'validation.postal_code': 'Enter the 5-digit postal code',
  'validation.support_phone': 'Enter a phone number such as 920012345 or +966112345678',
  'validation.max_bytes': 'This text is too long for the invoice QR code (at most {{n}} bytes)',
  'validation.pdf_type': 'The file must be a PDF',
  'validation.date_after': 'The end date must come after the start date',
  'validation.time_after': 'The end time must come after the start time',
} as const;

export type ValidationMessageKey = keyof typeof validationMessagesEn;
export const validationMessageKeys = Object.keys(validationMessagesEn) as ValidationMessageKey[];

// Arabic and French texts of the same keys: the API answers with them and the forms show them.

export const validationMessagesAr: Record<ValidationMessageKey, string> = {
  'validation.required': 'هذا الحقل مطلوب',
  'validation.email': 'يجب أن يكون حقل البريد الإلكتروني بريدًا إلكترونيًا صالحًا',
  'validation.integer': 'يجب أن يكون هذا الحقل عددًا صحيحًا',
  'validation.between': 'أدخل رقمًا بين {{min}} و {{max}}',
  'validation.length': 'يجب أن يكون طول الحقل {{n}} أحرف.',
  'validation.characters': 'بعض الأحرف غير صالحة',
  'validation.url': 'الرابط غير صالح',
  'validation.alpha': 'يجب أن يحتوي الحقل على أحرف أبجدية فقط',
  'validation.regex': 'صيغة الحقل غير صالحة',
  'validation.confirmed': 'تأكيد كلمة المرور غير مطابق',
  'validation.password': 'يجب أن تتكون كلمة المرور من 8 أحرف على الأقل وتحتوي على حرف كبير وحرف صغير ورمز خاص ورقم',
  'validation.min_one_service': 'يجب إضافة خدمة واحدة على الأقل',
  'validation.select_services': 'يرجى اختيار الخدمات',
  'validation.select_branches': 'يرجى اختيار الفروع',
  'validation.select_package': 'يرجى اختيار باقة',
  'validation.min_quantity': 'الحد الأدنى للكمية {{n}}',
  'validation.max_locations': 'يمكنك اختيار ({{n}}) مواقع فقط',
  'validation.insufficient_credit': 'رصيد الباقة غير كافٍ. أعد شحن حد الائتمان للمتابعة.',
  'validation.phone_required': 'يرجى إدخال رقم الجوال',
  'validation.riyadh_only': 'خدماتنا متاحة في الرياض فقط',
  'validation.phone_invalid': 'أدخل رقم جوال سعودي مثل 05XXXXXXXX',
  'validation.code_digits': 'يجب أن يتكون الرمز من 4 أرقام',
  'validation.string': 'يجب أن يكون هذا الحقل نصًا',
  'validation.max_length': 'يجب ألا يزيد هذا الحقل عن {{n}} حرفًا',
  'validation.uuid': 'القيمة المختارة غير صالحة',
  'validation.invalid': 'هذا الحقل غير صالح',
  'validation.body_object': 'يجب أن يكون محتوى الطلب كائن JSON',
  'validation.cr_number': 'يجب أن يتكون رقم السجل التجاري من 10 أرقام',
  'validation.vat_number': 'يجب أن يتكون الرقم الضريبي من 15 رقمًا يبدأ وينتهي بالرقم 3',
  'validation.file_type': 'يجب أن يكون الملف بصيغة PDF أو JPEG أو PNG',
  'validation.image_type': 'يجب أن تكون الصورة بصيغة JPEG أو PNG',
  'validation.video_type': 'يجب أن يكون الفيديو بصيغة MP4 أو WebM',
  'validation.file_size': 'يجب ألا يزيد حجم الملف عن {{n}} ميجابايت',
  'validation.file_required': 'يرجى اختيار ملف',
  'validation.number': 'يجب أن يكون هذا الحقل رقمًا',
  'validation.date': 'أدخل تاريخًا صالحًا (YYYY-MM-DD)',
  'validation.coordinates_pair': 'أدخل خط العرض وخط الطول معًا أو اتركهما فارغين',
  'validation.max_items': 'يمكنك إضافة {{n}} صفًا على الأكثر',
  'validation.amount_range': 'أدخل مبلغًا بين {{min}} و {{max}} ريال',
  'validation.amount_halalas': 'يجب أن يكون المبلغ بالهللات الكاملة (منزلتان عشريتان على الأكثر)',
  'validation.iban': 'أدخل رقم آيبان سعوديًا صحيحًا (SA يليه 22 رقمًا وحرفًا)',
  'validation.space_type_repeated': 'نوع المساحة هذا مذكور أعلاه',
  'validation.product_not_offered': 'هذا المنتج غير متاح مع هذه الخدمة',
  'validation.product_repeated': 'هذا المنتج مختار لهذه الخدمة من قبل',
  'validation.building_number': 'أدخل رقم المبنى المكون من 4 أرقام',
  'validation.additional_number': 'أدخل الرقم الإضافي المكون من 4 أرقام',
  'validation.postal_code': 'أدخل الرمز البريدي المكون من 5 أرقام',
  'validation.support_phone': 'أدخل رقم هاتف مثل 920012345 أو ‎+966112345678',
  'validation.max_bytes': 'هذا النص أطول مما يتسع له رمز QR للفاتورة (بحد أقصى {{n}} بايت)',
  'validation.pdf_type': 'يجب أن يكون الملف بصيغة PDF',
  'validation.date_after': 'يجب أن يأتي تاريخ النهاية بعد تاريخ البداية',
  'validation.time_after': 'يجب أن يأتي وقت النهاية بعد وقت البداية',
};

export const validationMessagesFr: Record<ValidationMessageKey, string> = {
  'validation.required': 'Ce champ est obligatoire',
  'validation.email': 'Le champ Email doit être une adresse e-mail valide',
  'validation.integer': 'Ce champ doit être un nombre entier',
  'validation.between': 'Saisissez un nombre entre {{min}} et {{max}}',
  'validation.length': 'La longueur du champ doit être de {{n}} caractères.',
  'validation.characters': 'Certains caractères ne sont pas valides',
  'validation.url': "L'URL n'est pas valide",
  'validation.alpha': 'Le champ ne peut contenir que des lettres',
  'validation.regex': "Le format du champ n'est pas valide",
  'validation.confirmed': 'La confirmation du mot de passe ne correspond pas',
  'validation.password':
    'Le mot de passe doit contenir au moins 8 caractères, dont une majuscule, une minuscule, un caractère spécial et un chiffre',
  'validation.min_one_service': 'Ajoutez au moins un service',
  'validation.select_services': 'Veuillez sélectionner les services',
  'validation.select_branches': 'Veuillez sélectionner les agences',
  'validation.select_package': 'Veuillez sélectionner un forfait',
  'validation.min_quantity': 'Quantité minimale {{n}}',
  'validation.max_locations': 'Vous ne pouvez choisir que ({{n}}) emplacements',
  'validation.insufficient_credit': 'Crédit du forfait insuffisant. Rechargez votre ligne de crédit pour continuer.',
  'validation.phone_required': 'Veuillez saisir le numéro de téléphone',
  'validation.riyadh_only': 'Nos services ne sont disponibles qu’à Riyad',
  'validation.phone_invalid': 'Saisissez un numéro de mobile saoudien, par exemple 05XXXXXXXX',
  'validation.code_digits': 'Le code doit comporter 4 chiffres',
  'validation.string': 'Ce champ doit être du texte',
  'validation.max_length': 'Ce champ ne peut pas dépasser {{n}} caractères',
  'validation.uuid': "La valeur sélectionnée n'est pas valide",
  'validation.invalid': "Ce champ n'est pas valide",
  'validation.body_object': 'Le corps de la requête doit être un objet JSON',
  'validation.cr_number': 'Le numéro du registre du commerce doit comporter 10 chiffres',
  'validation.vat_number': 'Le numéro de TVA doit comporter 15 chiffres, commençant et finissant par 3',
  'validation.file_type': 'Le fichier doit être au format PDF, JPEG ou PNG',
  'validation.image_type': 'L’image doit être au format JPEG ou PNG',
  'validation.video_type': 'La vidéo doit être au format MP4 ou WebM',
  'validation.file_size': 'Le fichier ne peut pas dépasser {{n}} Mo',
  'validation.file_required': 'Veuillez choisir un fichier',
  'validation.number': 'Ce champ doit être un nombre',
  'validation.date': 'Saisissez une date valide (AAAA-MM-JJ)',
  'validation.coordinates_pair': 'Saisissez la latitude et la longitude, ou aucune des deux',
  'validation.max_items': 'Vous pouvez ajouter au plus {{n}} lignes',
  'validation.amount_range': 'Saisissez un montant entre {{min}} et {{max}} SAR',
  'validation.amount_halalas': 'Le montant doit être en halalas entières (deux décimales au plus)',
  'validation.iban': 'Saisissez un IBAN saoudien valide (SA suivi de 22 chiffres et lettres)',
  'validation.space_type_repeated': "Ce type d'espace figure déjà plus haut",
  'validation.product_not_offered': "Ce produit n'est pas proposé avec ce service",
  'validation.product_repeated': 'Ce produit est déjà choisi pour ce service',
  'validation.building_number': 'Saisissez le numéro de bâtiment à 4 chiffres',
  'validation.additional_number': 'Saisissez le numéro complémentaire à 4 chiffres',
  'validation.postal_code': 'Saisissez le code postal à 5 chiffres',
  'validation.support_phone': 'Saisissez un numéro de téléphone comme 920012345 ou +966112345678',
  'validation.max_bytes': 'Ce texte est trop long pour le QR code de la facture ({{n}} octets au plus)',
  'validation.pdf_type': 'Le fichier doit être au format PDF',
  'validation.date_after': 'La date de fin doit suivre la date de début',
  'validation.time_after': 'L’heure de fin doit suivre l’heure de début',
};

/** Message with parameters, encoded in the key as a query string: `validation.length?n=4`. */
export function messageKey(key: ValidationMessageKey, params?: Record<string, string | number>): string {
  if (!params) return key;
  const query = Object.entries(params)
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`)
    .join('&');
  return `${key}?${query}`;
}

/** Splits a schema message back into its key and parameters (the inverse of `messageKey`). */
export function parseMessageKey(message: string): { key: string; params: Record<string, string> } {
  const at = message.indexOf('?');
  if (at < 0) return { key: message, params: {} };
  const params: Record<string, string> = {};
  for (const pair of message.slice(at + 1).split('&')) {
    const [name = '', value = ''] = pair.split('=');
    params[decodeURIComponent(name)] = decodeURIComponent(value);
  }
  return { key: message.slice(0, at), params };
}
