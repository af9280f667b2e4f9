// Messages of the password path (sign-in with a password, reset by code, change), of the own profile and of the
// own devices (sessions).
export const passwordMessagesEn = {
  'auth.credentials_invalid': 'The phone number or password is incorrect',
  'auth.current_password_invalid': 'The current password is incorrect',
  'success.password_reset': 'Your password has been reset, sign in with the new password',
  'success.password_changed': 'Your password has been changed',
  'success.session_revoked': 'The device has been signed out',
  'success.other_sessions_revoked': 'Every other device has been signed out',
} as const;

type PasswordMessages = Record<keyof typeof passwordMessagesEn, string>;

export const passwordMessagesAr: PasswordMessages = {
  'auth.credentials_invalid': 'رقم الجوال أو كلمة المرور غير صحيحة',
  'auth.current_password_invalid': 'كلمة المرور الحالية غير صحيحة',
  'success.password_reset': 'تمت إعادة تعيين كلمة المرور، سجّل الدخول بكلمة المرور الجديدة',
  'success.password_changed': 'تم تغيير كلمة المرور',
  'success.session_revoked': 'تم تسجيل خروج الجهاز',
  'success.other_sessions_revoked': 'تم تسجيل الخروج من جميع الأجهزة الأخرى',
};

export const passwordMessagesFr: PasswordMessages = {
  'auth.credentials_invalid': 'Le numéro de téléphone ou le mot de passe est incorrect',
  'auth.current_password_invalid': 'Le mot de passe actuel est incorrect',
  'success.password_reset': 'Votre mot de passe a été réinitialisé, connectez-vous avec le nouveau mot de passe',
  'success.password_changed': 'Votre mot de passe a été modifié',
  'success.session_revoked': "L'appareil a été déconnecté",
  'success.other_sessions_revoked': 'Tous les autres appareils ont été déconnectés',
};
