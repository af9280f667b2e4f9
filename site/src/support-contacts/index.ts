// The support desk ops set in the platform settings (issue 27.7): the help pages show it, and the signed-in
// /settings page of the shell too.
export { SupportContactLines } from './support-contact-lines';
export { SUPPORT_CONTACTS_KEY, supportContactsQuery } from './support-contacts-query';
