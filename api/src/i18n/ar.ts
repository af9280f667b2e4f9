import { moneyMessagesAr, validationMessagesAr } from '@portal/contract';
import { accountMessagesAr } from './account-messages';
import { branchesMessagesAr } from './branches-messages';
import type { Catalogue } from './en';
import { invoicesMessagesAr } from './invoices-messages';
import { notificationsMessagesAr } from './notifications-messages';
import { passwordMessagesAr } from './password-messages';
import { usersMessagesAr } from './users-messages';

// Arabic (default language).
export const ar: Catalogue = {
  ...validationMessagesAr,
  ...passwordMessagesAr,
  ...accountMessagesAr,
  ...notificationsMessagesAr,
  ...usersMessagesAr,
  ...branchesMessagesAr,
  ...invoicesMessagesAr,
  ...moneyMessagesAr,
  'success.ok': 'تمت العملية بنجاح',
  'success.created': 'تم إنشاء السجل بنجاح',
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
  'errors.membership_expired': 'انتهت صلاحية وصولك إلى هذه الشركة في {date}. اطلب من مدير الشركة تجديدها',
  'errors.not_found': 'المورد المطلوب غير موجود',
  'errors.method_not_allowed': 'هذه الطريقة غير مسموح بها هنا',
  'errors.too_many_requests': 'طلبات كثيرة جدًا، يرجى المحاولة بعد {seconds} ثانية',
  'errors.server': 'حدث خطأ ما',
  'errors.unavailable': 'الخدمة غير متاحة مؤقتًا',
  'auth.phone_not_registered': 'رقم الجوال هذا غير مسجل',
  'auth.phone_taken': 'رقم الجوال هذا مسجل مسبقًا، يرجى تسجيل الدخول',
  'auth.code_invalid': 'الرمز غير صحيح',
  'auth.code_expired': 'انتهت صلاحية الرمز أو تم استخدامه، اطلب رمزًا جديدًا',
  'auth.code_attempts': 'محاولات خاطئة كثيرة، اطلب رمزًا جديدًا',
  'auth.phone_locked': 'رموز خاطئة كثيرة لهذا الرقم. تسجيل الدخول مقفل حتى {until} (بعد {minutes} دقيقة)',
  'auth.resend_wait': 'يرجى الانتظار {seconds} ثانية قبل طلب رمز جديد',
  'auth.hourly_limit': 'تم طلب رموز كثيرة لهذا الرقم، حاول مرة أخرى بعد {minutes} دقيقة',
  'auth.sender_failed': 'تعذر إرسال الرمز حاليًا، يرجى المحاولة بعد بضع دقائق',
  'dev.outbox_empty': 'لم يتم إرسال أي رمز إلى رقم الجوال هذا',
};
