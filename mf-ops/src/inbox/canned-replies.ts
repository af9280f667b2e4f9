import type { Language } from '@portal/shared';

// The support team's canned replies (issue 27.5): a fixed catalogue, each in Arabic, English and French, so an
// agent answers a company in its language whatever the console's language. Picking one puts its text in the reply
// box, where the agent completes it before sending. Kept in code: changing them is a release, like the other texts.

export interface CannedReply {
  key: string;
  /** The label in the console's list (short), per console language. */
  label: Record<Language, string>;
  /** The text inserted, per language of the reply. */
  text: Record<Language, string>;
}

export const CANNED_REPLIES: readonly CannedReply[] = [
  {
    key: 'greeting',
    label: { ar: 'ترحيب', en: 'Greeting', fr: 'Salutation' },
    text: {
      ar: 'مرحبًا، معك فريق الدعم. كيف يمكننا مساعدتك؟',
      en: 'Hello, this is the support team. How can we help you?',
      fr: "Bonjour, ici l'équipe du support. Comment pouvons-nous vous aider ?",
    },
  },
  {
    key: 'looking',
    label: { ar: 'نراجع الطلب', en: 'Looking into it', fr: 'Vérification en cours' },
    text: {
      ar: 'شكرًا لتواصلك. نراجع الأمر الآن وسنعود إليك خلال ساعة.',
      en: 'Thank you for reaching out. We are looking into it and will get back to you within the hour.',
      fr: 'Merci de nous avoir contactés. Nous vérifions et revenons vers vous dans l’heure.',
    },
  },
  {
    key: 'document',
    label: { ar: 'طلب مستند', en: 'Ask for a document', fr: 'Demander un document' },
    text: {
      ar: 'هل يمكنك إرسال صورة أو ملف PDF للمستند عبر هذه المحادثة؟',
      en: 'Could you send us a photo or a PDF of the document in this conversation?',
      fr: 'Pouvez-vous nous envoyer une photo ou un PDF du document dans cette conversation ?',
    },
  },
  {
    key: 'technician',
    label: { ar: 'الفني في الطريق', en: 'Technician on the way', fr: 'Technicien en route' },
    text: {
      ar: 'الفني في طريقه إليك وسيصل في الموعد المحدد.',
      en: 'The technician is on the way and will arrive in the booked time slot.',
      fr: 'Le technicien est en route et arrivera dans le créneau réservé.',
    },
  },
  {
    key: 'transfer',
    label: { ar: 'التحويل البنكي', en: 'Bank transfer', fr: 'Virement bancaire' },
    text: {
      ar: 'استلمنا إيصال التحويل البنكي، وسيُضاف المبلغ إلى محفظتك خلال 24 ساعة بعد التحقق.',
      en: 'We have received your bank transfer receipt; the amount is credited to your wallet within 24 hours once checked.',
      fr: 'Nous avons reçu le justificatif de virement ; le montant est crédité sur votre portefeuille sous 24 heures après vérification.',
    },
  },
  {
    key: 'resolved',
    label: { ar: 'تم الحل', en: 'Resolved', fr: 'Résolu' },
    text: {
      ar: 'تم حل المشكلة. هل هناك أي شيء آخر يمكننا مساعدتك به؟',
      en: 'The issue is resolved. Is there anything else we can help you with?',
      fr: 'Le problème est résolu. Pouvons-nous vous aider pour autre chose ?',
    },
  },
];
