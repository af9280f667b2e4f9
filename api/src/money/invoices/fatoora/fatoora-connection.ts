import { createPublicKey } from 'node:crypto';
import type { FatooraSource } from '../../../platform/config/einvoicing-config';
import { onboardingCsrPem } from '../stamp/onboarding-csr';
import type { StampIdentity } from '../stamp/stamp-identity';
import { createFatooraFake, type FatooraFake } from './fake/fatoora-fake-routes';
import type { FatooraAdapter, FatooraCredentials, FatooraSubmission } from './fatoora-adapter';
import { FatooraHttpAdapter, type FetchLike } from './fatoora-http';
import { onboardUnit } from './onboard-unit';

// The Fatoora this process talks to: the configured one with the unit's production CSID, or (development, tests)
// the local fake, reached through the same HTTP client by Fastify's inject (no port), and onboarded at first use
// with the unit's development key and the first document to clear as the compliance sample.

export interface FatooraConnection {
  adapter: FatooraAdapter;
  /** The production CSID; `sample` is a signed document the fake's onboarding checks first. */
  credentials(sample: FatooraSubmission): Promise<FatooraCredentials>;
  /** The fake, when this process uses it (tests script it). */
  fake: FatooraFake | null;
}

/** fetch over Fastify's inject: the fake's routes and checks, without a listening socket. */
function injectFetch(fake: FatooraFake): FetchLike {
  return async (url, init) => {
    const answer = await fake.app.inject({
      method: 'POST',
      url: new URL(url).pathname,
      headers: init.headers,
      payload: init.body,
    });
    return { status: answer.statusCode, text: async () => answer.body };
  };
}

const FAKE_UNIT = {
  environment: 'developer-portal',
  egsSerialNumber: '1-Portal|2-dev|3-fake',
  vatNumber: '399999999900003',
  organizationUnit: 'Development',
  organization: 'Portal development seller',
  invoiceTypes: '1000',
  address: 'RRRD2929',
  businessCategory: 'Maintenance services',
} as const;

export function fatooraConnection(
  source: FatooraSource,
  identity: () => StampIdentity,
  unit: string,
): FatooraConnection {
  if (source.kind === 'configured') {
    const credentials = { binarySecurityToken: source.binarySecurityToken, secret: source.secret };
    return { adapter: new FatooraHttpAdapter(source.baseUrl), credentials: async () => credentials, fake: null };
  }
  const fake = createFatooraFake();
  const adapter = new FatooraHttpAdapter('http://fatoora-fake.invalid', injectFetch(fake));
  let onboarded: Promise<FatooraCredentials> | null = null;
  const onboard = async (sample: FatooraSubmission) => {
    const { privateKey } = identity();
    const csrPem = onboardingCsrPem({ ...FAKE_UNIT, commonName: unit }, privateKey, createPublicKey(privateKey));
    const { production } = await onboardUnit(adapter, { csrPem, otp: '123456', samples: [sample] });
    return production;
  };
  return {
    adapter,
    fake,
    credentials: (sample) => {
      onboarded ??= onboard(sample).catch((error: unknown) => {
        onboarded = null;
        throw error;
      });
      return onboarded;
    },
  };
}
