// Messages of the notifications: texts of the notifications the API writes, and answers of its routes.
export const notificationsMessagesEn = {
  'notifications.welcome_title': 'Welcome to the portal',
  'notifications.welcome_body':
    '{{company}} is ready. Add your branches, then order services or buy a package. We are here to help.',
  'notifications.marked_read': 'The notification has been marked as read',
  'notifications.all_marked_read': 'All notifications have been marked as read',
  // An ops reply in a conversation (issue 27.3): {{name}} the agent, {{message}} the start of the text.
  'chat.notify.support_reply_title': 'Support replied',
  'chat.notify.order_reply_title': 'New message about order {{reference}}',
  'chat.notify.reply_body': '{{name}}: {{message}}',
} as const;

type NotificationsMessages = Record<keyof typeof notificationsMessagesEn, string>;

export const notificationsMessagesAr: NotificationsMessages = {
  'notifications.welcome_title': 'مرحبًا بك في البوابة',
  'notifications.welcome_body': '{{company}} جاهزة. أضف فروعك، ثم اطلب الخدمات أو اشترِ باقة. نحن هنا لمساعدتك.',
  'notifications.marked_read': 'تم تعليم الإشعار كمقروء',
  'notifications.all_marked_read': 'تم تعليم جميع الإشعارات كمقروءة',
  'chat.notify.support_reply_title': 'ردّ الدعم الفني',
  'chat.notify.order_reply_title': 'رسالة جديدة بخصوص الطلب {{reference}}',
  'chat.notify.reply_body': '{{name}}: {{message}}',
};

export const notificationsMessagesFr: NotificationsMessages = {
  'notifications.welcome_title': 'Bienvenue sur le portail',
  'notifications.welcome_body':
    '{{company}} est prête. Ajoutez vos agences, puis commandez des services ou achetez un forfait. Nous sommes là pour vous aider.',
  'notifications.marked_read': 'La notification a été marquée comme lue',
  'notifications.all_marked_read': 'Toutes les notifications ont été marquées comme lues',
  'chat.notify.support_reply_title': 'Le support a répondu',
  'chat.notify.order_reply_title': 'Nouveau message sur la commande {{reference}}',
  'chat.notify.reply_body': '{{name}} : {{message}}',
};
