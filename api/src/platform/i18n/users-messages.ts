import type { ArabicPlural, CatalogueOf, FrenchPlural } from './plural';

// Texts of users, residents, roles and permissions (issue 5), spread into the three catalogues.
export const usersMessagesEn = {
  'access.role_unknown': 'Choose one of the company’s roles',
  'access.branch_unknown': 'Choose branches of this company only',
  'access.username_taken': 'This username is already used in the company',
  'access.already_member': 'This person is already a member of the company',
  'access.already_invited': 'This person has already been invited: resend the invitation from the users list',
  'access.not_invited': 'This person is already a member: there is no invitation to resend',
  'access.invitation_wait': {
    one: 'The invitation was just sent: wait {{count}} second before sending it again',
    other: 'The invitation was just sent: wait {{count}} seconds before sending it again',
  },
  'access.invitation_not_sent': 'We could not send the invitation right now, please try again in a few minutes',
  'access.last_admin': 'The company must keep at least one active admin: add another admin first',
  'access.cannot_delete_self': 'You cannot remove yourself from the company',
  'access.admin_only': 'Only an admin can change another admin',
  'access.grant_beyond_own': 'You cannot grant permissions that you do not have yourself',
  'access.admin_role_locked': 'The Admin role always has every permission; it cannot be changed or deleted',
  'access.role_name_taken': 'A role with this name already exists',
  'access.role_in_use': {
    one: 'This role is assigned to {{count}} user: choose the role to move them to before deleting it',
    other: 'This role is assigned to {{count}} users: choose the role to move them to before deleting it',
  },
  'access.sign_in_expired':
    'Your access expired on {{date}}. Ask your company administrator to renew it before signing in',
} as const;

export const usersMessagesAr: CatalogueOf<typeof usersMessagesEn, ArabicPlural> = {
  'access.role_unknown': 'اختر أحد أدوار الشركة',
  'access.branch_unknown': 'اختر فروع هذه الشركة فقط',
  'access.username_taken': 'اسم المستخدم هذا مستخدم بالفعل في الشركة',
  'access.already_member': 'هذا الشخص عضو في الشركة بالفعل',
  'access.already_invited': 'تمت دعوة هذا الشخص بالفعل: أعد إرسال الدعوة من قائمة المستخدمين',
  'access.not_invited': 'هذا الشخص عضو بالفعل: لا توجد دعوة لإعادة إرسالها',
  'access.invitation_wait': {
    zero: 'أُرسلت الدعوة للتو: انتظر قبل إرسالها مرة أخرى',
    one: 'أُرسلت الدعوة للتو: انتظر ثانية واحدة قبل إرسالها مرة أخرى',
    two: 'أُرسلت الدعوة للتو: انتظر ثانيتين قبل إرسالها مرة أخرى',
    few: 'أُرسلت الدعوة للتو: انتظر {{count}} ثوانٍ قبل إرسالها مرة أخرى',
    many: 'أُرسلت الدعوة للتو: انتظر {{count}} ثانية قبل إرسالها مرة أخرى',
    other: 'أُرسلت الدعوة للتو: انتظر {{count}} ثانية قبل إرسالها مرة أخرى',
  },
  'access.invitation_not_sent': 'تعذر إرسال الدعوة حاليًا، يرجى المحاولة بعد بضع دقائق',
  'access.last_admin': 'يجب أن يبقى في الشركة مسؤول نشط واحد على الأقل: أضف مسؤولًا آخر أولًا',
  'access.cannot_delete_self': 'لا يمكنك إزالة نفسك من الشركة',
  'access.admin_only': 'لا يمكن تعديل مسؤول إلا من قبل مسؤول',
  'access.grant_beyond_own': 'لا يمكنك منح صلاحيات لا تملكها أنت',
  'access.admin_role_locked': 'دور المسؤول يملك جميع الصلاحيات دائمًا؛ لا يمكن تعديله أو حذفه',
  'access.role_name_taken': 'يوجد دور بهذا الاسم بالفعل',
  'access.role_in_use': {
    zero: 'هذا الدور غير مُسند إلى أي مستخدم',
    one: 'هذا الدور مُسند إلى مستخدم واحد: اختر الدور الذي ينتقل إليه قبل حذفه',
    two: 'هذا الدور مُسند إلى مستخدمَين: اختر الدور الذي ينتقلان إليه قبل حذفه',
    few: 'هذا الدور مُسند إلى {{count}} مستخدمين: اختر الدور الذي ينتقلون إليه قبل حذفه',
    many: 'هذا الدور مُسند إلى {{count}} مستخدمًا: اختر الدور الذي ينتقلون إليه قبل حذفه',
    other: 'هذا الدور مُسند إلى {{count}} مستخدم: اختر الدور الذي ينتقلون إليه قبل حذفه',
  },
  'access.sign_in_expired': 'انتهت صلاحية وصولك في {{date}}. اطلب من مسؤول شركتك تجديده قبل تسجيل الدخول',
};

export const usersMessagesFr: CatalogueOf<typeof usersMessagesEn, FrenchPlural> = {
  'access.role_unknown': "Choisissez l'un des rôles de l'entreprise",
  'access.branch_unknown': 'Choisissez uniquement des agences de cette entreprise',
  'access.username_taken': "Ce nom d'utilisateur est déjà utilisé dans l'entreprise",
  'access.already_member': "Cette personne est déjà membre de l'entreprise",
  'access.already_invited': "Cette personne est déjà invitée : renvoyez l'invitation depuis la liste des utilisateurs",
  'access.not_invited': "Cette personne est déjà membre : il n'y a pas d'invitation à renvoyer",
  'access.invitation_wait': {
    one: "L'invitation vient d'être envoyée : attendez {{count}} seconde avant de la renvoyer",
    many: "L'invitation vient d'être envoyée : attendez {{count}} secondes avant de la renvoyer",
    other: "L'invitation vient d'être envoyée : attendez {{count}} secondes avant de la renvoyer",
  },
  'access.invitation_not_sent': "Nous n'avons pas pu envoyer l'invitation, réessayez dans quelques minutes",
  'access.last_admin':
    "L'entreprise doit garder au moins un administrateur actif : ajoutez d'abord un autre administrateur",
  'access.cannot_delete_self': "Vous ne pouvez pas vous retirer vous-même de l'entreprise",
  'access.admin_only': 'Seul un administrateur peut modifier un autre administrateur',
  'access.grant_beyond_own': "Vous ne pouvez pas accorder des autorisations que vous n'avez pas vous-même",
  'access.admin_role_locked':
    'Le rôle Administrateur a toujours toutes les autorisations ; il ne peut être ni modifié ni supprimé',
  'access.role_name_taken': 'Un rôle portant ce nom existe déjà',
  'access.role_in_use': {
    one: 'Ce rôle est attribué à {{count}} utilisateur : choisissez le rôle vers lequel le déplacer avant de le supprimer',
    many: 'Ce rôle est attribué à {{count}} utilisateurs : choisissez le rôle vers lequel les déplacer avant de le supprimer',
    other:
      'Ce rôle est attribué à {{count}} utilisateurs : choisissez le rôle vers lequel les déplacer avant de le supprimer',
  },
  'access.sign_in_expired':
    "Votre accès a expiré le {{date}}. Demandez à l'administrateur de votre entreprise de le renouveler avant de vous connecter",
};
