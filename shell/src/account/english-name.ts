const ARABIC_LETTER = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF]/;

/**
 * The English company name to put in the account form (issue 28.6): registration asks for one name and keeps it
 * in both columns, so an Arabic name also sits in the English one. The form then leaves the English field empty for
 * the owner to fill in, rather than offering the Arabic name as the English one.
 */
export function englishNameToEdit(account: { name_ar: string; name_en: string }): string {
  return account.name_en === account.name_ar && ARABIC_LETTER.test(account.name_en) ? '' : account.name_en;
}
