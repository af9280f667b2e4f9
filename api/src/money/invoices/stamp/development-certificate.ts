import { generateKeyPairSync, randomBytes, sign, X509Certificate } from 'node:crypto';
import { bitString, explicit, integer, oid, sequence, time } from './der';
import type { StampIdentity } from './stamp-identity';
import { distinguishedName } from './x509-name';

// A self-signed secp256k1 certificate for development and tests: the shape of a ZATCA CSID (EC key on secp256k1,
// ecdsa-with-SHA256) without ZATCA's CA, so every part of the stamp runs with real cryptography and nothing secret
// is committed. ZATCA would refuse documents signed with it; production configures the unit's own (ADR 0057).

const ECDSA_WITH_SHA256 = sequence(oid('1.2.840.10045.4.3.2'));
const VALIDITY_DAYS = 3650;

export function createDevelopmentIdentity(unit: string, now = new Date()): StampIdentity {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'secp256k1' });
  const name = distinguishedName([
    ['C', 'SA'],
    ['O', 'Portal development (not a ZATCA certificate)'],
    ['OU', unit],
    ['CN', `${unit}-development-stamp`],
  ]);
  // A positive 127-bit serial (RFC 5280 allows 20 octets; the top bit clear keeps it positive).
  const serial = BigInt(`0x${randomBytes(16).toString('hex')}`) >> 1n;
  const tbs = sequence(
    explicit(0, integer(2n)), // v3
    integer(serial),
    ECDSA_WITH_SHA256,
    name,
    sequence(time(now), time(new Date(now.getTime() + VALIDITY_DAYS * 86_400_000))),
    name,
    publicKey.export({ type: 'spki', format: 'der' }),
  );
  const der = sequence(tbs, ECDSA_WITH_SHA256, bitString(sign('sha256', tbs, privateKey)));
  return { privateKey, certificate: new X509Certificate(der) };
}
