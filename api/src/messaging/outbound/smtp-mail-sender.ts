import { type MailSender, OutboundSendError } from './senders';

/** E-mail through SMTP (SMTP_URL); nodemailer is loaded on the first message, so an API without mail never loads it. */
export function smtpMailSender(settings: { url: string; from: string }): MailSender {
  let transport: Promise<import('nodemailer').Transporter> | null = null;
  const open = () => {
    transport ??= import('nodemailer').then((nodemailer) => nodemailer.createTransport(settings.url));
    return transport;
  };
  return {
    async send({ to, subject, text }) {
      try {
        await (await open()).sendMail({ from: settings.from, to, subject, text });
      } catch (error) {
        throw new OutboundSendError(`SMTP refused the message: ${(error as Error).message}`, { cause: error });
      }
    },
  };
}
