// The success texts of spec §8, ONE source for the API's answers and the web app's toasts.
// Placeholders, where any, use i18next's `{{name}}` syntax on both sides.
export const successMessagesEn = {
  'success.created': 'Record has been created successfully',
  'success.updated': 'Record has been updated successfully',
  'success.data_updated': 'Data has been updated successfully',
  'success.deleted': 'Record has been deleted successfully',
  'success.delete_canceled': 'Delete canceled successfully',
} as const;

export type SuccessMessageKey = keyof typeof successMessagesEn;

export const successMessagesAr: Record<SuccessMessageKey, string> = {
  'success.created': 'تم إنشاء السجل بنجاح',
  'success.updated': 'تم تحديث السجل بنجاح',
  'success.data_updated': 'تم تحديث البيانات بنجاح',
  'success.deleted': 'تم حذف السجل بنجاح',
  'success.delete_canceled': 'تم إلغاء الحذف بنجاح',
};

export const successMessagesFr: Record<SuccessMessageKey, string> = {
  'success.created': "L'enregistrement a été créé avec succès",
  'success.updated': "L'enregistrement a été mis à jour avec succès",
  'success.data_updated': 'Les données ont été mises à jour avec succès',
  'success.deleted': "L'enregistrement a été supprimé avec succès",
  'success.delete_canceled': 'Suppression annulée avec succès',
};
