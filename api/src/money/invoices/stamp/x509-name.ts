import { oid, printableString, sequence, set, utf8String } from './der';

// X.501 distinguished names for the development certificate and the onboarding CSR: one attribute per RDN, in the
// order given (most general first, as they are encoded). Country codes are PrintableString, the rest UTF8String
// (Arabic names of a branch or an organisation are allowed).

const NAME_ATTRIBUTE = {
  C: '2.5.4.6',
  O: '2.5.4.10',
  OU: '2.5.4.11',
  CN: '2.5.4.3',
  SN: '2.5.4.4',
  title: '2.5.4.12',
  registeredAddress: '2.5.4.26',
  businessCategory: '2.5.4.15',
  UID: '0.9.2342.19200300.100.1.1',
} as const;

export type NameAttribute = keyof typeof NAME_ATTRIBUTE;

export function distinguishedName(rdns: readonly (readonly [NameAttribute, string])[]): Buffer {
  return sequence(
    ...rdns.map(([type, value]) =>
      set(sequence(oid(NAME_ATTRIBUTE[type]), type === 'C' ? printableString(value) : utf8String(value))),
    ),
  );
}
