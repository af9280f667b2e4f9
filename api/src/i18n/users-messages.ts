// Texts of users, residents, roles and permissions (issue 5), spread into the three catalogues.
export const usersMessagesEn = {
  'access.updated': 'Record has been updated successfully',
  'access.deleted': 'Record has been deleted successfully',
  'access.role_unknown': 'Choose one of the company’s roles',
  'access.branch_unknown': 'Choose branches of this company only',
  'access.username_taken': 'This username is already used in the company',
  'access.already_member': 'This person is already a member of the company',
  'access.last_admin': 'The company must keep at least one active admin: add another admin first',
  'access.cannot_delete_self': 'You cannot remove yourself from the company',
  'access.admin_only': 'Only an admin can change another admin',
  'access.grant_beyond_own': 'You cannot grant permissions that you do not have yourself',
  'access.admin_role_locked': 'The Admin role always has every permission; it cannot be changed or deleted',
  'access.role_name_taken': 'A role with this name already exists',
  'access.role_in_use': 'This role is assigned to {count} users: choose the role to move them to before deleting it',
  'access.sign_in_expired':
    'Your access expired on {date}. Ask your company administrator to renew it before signing in',
} as const;

type Key = keyof typeof usersMessagesEn;

export const usersMessagesAr: Record<Key, string> = {
  'access.updated': 'تم تحديث السجل بنجاح',
  'access.deleted': 'تم حذف السجل بنجاح',
  'access.role_unknown': 'اختر أحد أدوار الشركة',
  'access.branch_unknown': 'اختر فروع هذه الشركة فقط',
  'access.username_taken': 'اسم المستخدم هذا مستخدم بالفعل في الشركة',
  'access.already_member': 'هذا الشخص عضو في الشركة بالفعل',
  'access.last_admin': 'يجب أن يبقى في الشركة مسؤول نشط واحد على الأقل: أضف مسؤولًا آخر أولًا',
  'access.cannot_delete_self': 'لا يمكنك إزالة نفسك من الشركة',
  'access.admin_only': 'لا يمكن تعديل مسؤول إلا من قبل مسؤول',
  'access.grant_beyond_own': 'لا يمكنك منح صلاحيات لا تملكها أنت',
  'access.admin_role_locked': 'دور المسؤول يملك جميع الصلاحيات دائمًا؛ لا يمكن تعديله أو حذفه',
  'access.role_name_taken': 'يوجد دور بهذا الاسم بالفعل',
  'access.role_in_use': 'هذا الدور مُسند إلى {count} مستخدمين: اختر الدور الذي ينتقلون إليه قبل حذفه',
  'access.sign_in_expired': 'انتهت صلاحية وصولك في {date}. اطلب من مسؤول شركتك تجديده قبل تسجيل الدخول',
};

export const usersMessagesFr: Record<Key, string> = {
  'access.updated': "L'enregistrement a été mis à jour avec succès",
  'access.deleted': "L'enregistrement a été supprimé avec succès",
  'access.role_unknown': "Choisissez l'un des rôles de l'entreprise",
  'access.branch_unknown': 'Choisissez uniquement des agences de cette entreprise',
  'access.username_taken': "Ce nom d'utilisateur est déjà utilisé dans l'entreprise",
  'access.already_member': "Cette personne est déjà membre de l'entreprise",
  'access.last_admin':
    "L'entreprise doit garder au moins un administrateur actif : ajoutez d'abord un autre administrateur",
  'access.cannot_delete_self': "Vous ne pouvez pas vous retirer vous-même de l'entreprise",
  'access.admin_only': 'Seul un administrateur peut modifier un autre administrateur',
  'access.grant_beyond_own': "Vous ne pouvez pas accorder des autorisations que vous n'avez pas vous-même",
  'access.admin_role_locked':
    'Le rôle Administrateur a toujours toutes les autorisations ; il ne peut être ni modifié ni supprimé',
  'access.role_name_taken': 'Un rôle portant ce nom existe déjà',
  'access.role_in_use':
    'Ce rôle est attribué à {count} utilisateurs : choisissez le rôle vers lequel les déplacer avant de le supprimer',
  'access.sign_in_expired':
    "Votre accès a expiré le {date}. Demandez à l'administrateur de votre entreprise de le renouveler avant de vous connecter",
};
