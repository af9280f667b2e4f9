import type { Config } from '../../platform/config/config';
import { firebasePushSender } from './firebase-push-sender';
import type { OutboundSenders } from './senders';
import { smtpMailSender } from './smtp-mail-sender';
import { whatsappTemplateSender } from './whatsapp-template-sender';

/** The configured channels; an unconfigured one is null (off: nothing planned, no network). */
export function configuredSenders(config: Config): OutboundSenders {
  const { outbound } = config;
  return {
    whatsapp: outbound.whatsappOrders ? whatsappTemplateSender(config.whatsapp) : null,
    mail: outbound.smtp ? smtpMailSender(outbound.smtp) : null,
    push: outbound.firebase ? firebasePushSender(outbound.firebase.serviceAccount) : null,
  };
}
