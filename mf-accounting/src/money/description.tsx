import { Reference } from '@portal/shared';

// A reference the API wrote into a movement's description ("دفع الطلب ORD-2026-000005").
const REFERENCE = /([A-Z]{2,5}-[0-9][0-9-]*[0-9])/;

/** A movement's description whose references never break at a hyphen nor reorder in right-to-left text. */
export function Description({ text }: { text: string }) {
  // split() with a capturing group: the references are the odd parts.
  return text.split(REFERENCE).map((part, index) => (index % 2 ? <Reference key={index}>{part}</Reference> : part));
}
