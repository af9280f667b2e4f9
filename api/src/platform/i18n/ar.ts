import {
  moneyMessagesAr,
  orderMessagesAr,
  refundMessagesAr,
  spendingMessagesAr,
  successMessagesAr,
  validationMessagesAr,
} from '@portal/contract';
import { accountMessagesAr } from './account-messages';
import { branchesMessagesAr } from './branches-messages';
import { dashboardMessagesAr } from './dashboard-messages';
import type { ArabicCatalogue } from './en';
import { invoicesMessagesAr } from './invoices-messages';
import { notificationsMessagesAr } from './notifications-messages';
import { opsMessagesAr } from './ops-messages';
import { orderOperationsMessagesAr } from './order-operations-messages';
import { ordersApiMessagesAr } from './orders-api-messages';
import { packagesMessagesAr } from './packages-messages';
import { passwordMessagesAr } from './password-messages';
import { platformSettingsMessagesAr } from './platform-settings-messages';
import { scorecardMessagesAr } from './scorecard-messages';
import { usersMessagesAr } from './users-messages';

// Arabic (default language).
export const ar: ArabicCatalogue = {
  ...validationMessagesAr,
  ...successMessagesAr,
  ...passwordMessagesAr,
  ...accountMessagesAr,
  ...notificationsMessagesAr,
  ...usersMessagesAr,
  ...opsMessagesAr,
  ...orderOperationsMessagesAr,
  ...branchesMessagesAr,
  ...invoicesMessagesAr,
  ...platformSettingsMessagesAr,
  ...moneyMessagesAr,
  ...spendingMessagesAr,
  ...refundMessagesAr,
  ...packagesMessagesAr,
  ...dashboardMessagesAr,
  ...scorecardMessagesAr,
  ...ordersApiMessagesAr,
  ...orderMessagesAr,
  'success.ok': 'تمت العملية بنجاح',
  'success.code_sent': 'تم إرسال رمز التحقق',
  'success.signed_in': 'تم تسجيل الدخول بنجاح',
  'success.logged_out': 'تم تسجيل الخروج بنجاح',
  'errors.bad_request': 'الطلب غير صالح',
  'errors.malformed_json': 'محتوى الطلب ليس JSON صالحًا',
  'errors.unsupported_media_type': 'يجب أن يكون محتوى الطلب بصيغة JSON (Content-Type: application/json)',
  'errors.payload_too_large': 'محتوى الطلب كبير جدًا',
  'errors.validation': 'البيانات المدخلة غير صالحة',
  'errors.unauthenticated': 'غير مصرح، يرجى تسجيل الدخول',
  'errors.forbidden': 'غير مصرح لك بهذا الإجراء',
  'errors.no_membership': 'حسابك ليس عضوًا في أي شركة',
  'errors.role_invalid': 'الدور المختار لا يخص حسابك',
  'errors.membership_expired': 'انتهت صلاحية وصولك إلى هذه الشركة في {{date}}. اطلب من مدير الشركة تجديدها',
  'errors.not_found': 'المورد المطلوب غير موجود',
  'errors.method_not_allowed': 'هذه الطريقة غير مسموح بها هنا',
  'errors.too_many_requests': {
    zero: 'طلبات كثيرة جدًا، يرجى المحاولة مرة أخرى الآن',
    one: 'طلبات كثيرة جدًا، يرجى المحاولة بعد ثانية واحدة',
    two: 'طلبات كثيرة جدًا، يرجى المحاولة بعد ثانيتين',
    few: 'طلبات كثيرة جدًا، يرجى المحاولة بعد {{count}} ثوانٍ',
    many: 'طلبات كثيرة جدًا، يرجى المحاولة بعد {{count}} ثانية',
    other: 'طلبات كثيرة جدًا، يرجى المحاولة بعد {{count}} ثانية',
  },
  'errors.server': 'حدث خطأ ما',
  'errors.unavailable': 'الخدمة غير متاحة مؤقتًا',
  'auth.phone_taken': 'رقم الجوال هذا مسجل مسبقًا، يرجى تسجيل الدخول',
  'auth.code_invalid': 'الرمز غير صحيح',
  'auth.code_expired': 'انتهت صلاحية الرمز أو تم استخدامه، اطلب رمزًا جديدًا',
  'auth.code_attempts': 'محاولات خاطئة كثيرة، اطلب رمزًا جديدًا',
  'auth.phone_locked': {
    zero: 'رموز خاطئة كثيرة لهذا الرقم. تسجيل الدخول مقفل حتى {{until}}',
    one: 'رموز خاطئة كثيرة لهذا الرقم. تسجيل الدخول مقفل حتى {{until}} (بعد دقيقة واحدة)',
    two: 'رموز خاطئة كثيرة لهذا الرقم. تسجيل الدخول مقفل حتى {{until}} (بعد دقيقتين)',
    few: 'رموز خاطئة كثيرة لهذا الرقم. تسجيل الدخول مقفل حتى {{until}} (بعد {{count}} دقائق)',
    many: 'رموز خاطئة كثيرة لهذا الرقم. تسجيل الدخول مقفل حتى {{until}} (بعد {{count}} دقيقة)',
    other: 'رموز خاطئة كثيرة لهذا الرقم. تسجيل الدخول مقفل حتى {{until}} (بعد {{count}} دقيقة)',
  },
  'auth.resend_wait': {
    zero: 'يمكنك طلب رمز جديد الآن',
    one: 'يرجى الانتظار ثانية واحدة قبل طلب رمز جديد',
    two: 'يرجى الانتظار ثانيتين قبل طلب رمز جديد',
    few: 'يرجى الانتظار {{count}} ثوانٍ قبل طلب رمز جديد',
    many: 'يرجى الانتظار {{count}} ثانية قبل طلب رمز جديد',
    other: 'يرجى الانتظار {{count}} ثانية قبل طلب رمز جديد',
  },
  'auth.hourly_limit': {
    zero: 'تم طلب رموز كثيرة لهذا الرقم، حاول مرة أخرى الآن',
    one: 'تم طلب رموز كثيرة لهذا الرقم، حاول مرة أخرى بعد دقيقة واحدة',
    two: 'تم طلب رموز كثيرة لهذا الرقم، حاول مرة أخرى بعد دقيقتين',
    few: 'تم طلب رموز كثيرة لهذا الرقم، حاول مرة أخرى بعد {{count}} دقائق',
    many: 'تم طلب رموز كثيرة لهذا الرقم، حاول مرة أخرى بعد {{count}} دقيقة',
    other: 'تم طلب رموز كثيرة لهذا الرقم، حاول مرة أخرى بعد {{count}} دقيقة',
  },
  'auth.sender_failed': 'تعذر إرسال الرمز حاليًا، يرجى المحاولة بعد بضع دقائق',
  'chat.attachment_rate': {
    zero: 'أُرسلت ملفات كثيرة في هذه المحادثة للتو: يمكنك إرسال الملف التالي الآن',
    one: 'أُرسلت ملفات كثيرة في هذه المحادثة للتو: أرسل الملف التالي بعد ثانية واحدة',
    two: 'أُرسلت ملفات كثيرة في هذه المحادثة للتو: أرسل الملف التالي بعد ثانيتين',
    few: 'أُرسلت ملفات كثيرة في هذه المحادثة للتو: أرسل الملف التالي بعد {{count}} ثوانٍ',
    many: 'أُرسلت ملفات كثيرة في هذه المحادثة للتو: أرسل الملف التالي بعد {{count}} ثانية',
    other: 'أُرسلت ملفات كثيرة في هذه المحادثة للتو: أرسل الملف التالي بعد {{count}} ثانية',
  },
  'dev.outbox_empty': 'لم يتم إرسال أي رمز إلى رقم الجوال هذا',
};
