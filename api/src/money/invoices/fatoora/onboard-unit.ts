import type { CsidAnswer, FatooraAdapter, FatooraMessage, FatooraSubmission } from './fatoora-adapter';

// Onboarding of the unit (ZATCA's EGS) with Fatoora: the CSR and the portal's OTP give the compliance CSID; sample
// documents signed by the unit pass the compliance checks with it; then the production CSID, whose token and secret
// authenticate every clearance. In production the steps are run once by ops and the answer kept as configuration
// (FATOORA_BINARY_SECURITY_TOKEN / FATOORA_SECRET); development runs them against the fake at first use.

export class OnboardingError extends Error {
  constructor(
    message: string,
    readonly messages: FatooraMessage[] = [],
  ) {
    super(message);
  }
}

export interface OnboardedUnit {
  compliance: CsidAnswer;
  production: CsidAnswer;
}

export async function onboardUnit(
  adapter: FatooraAdapter,
  input: { csrPem: string; otp: string; samples: FatooraSubmission[] },
): Promise<OnboardedUnit> {
  if (input.samples.length === 0) throw new OnboardingError('the compliance checks need at least one sample document');
  const compliance = await adapter.complianceCsid(input.csrPem, input.otp);
  for (const sample of input.samples) {
    const check = await adapter.complianceCheck(compliance, sample);
    if (check.outcome === 'rejected')
      throw new OnboardingError(`compliance check of ${sample.uuid} failed`, check.errors);
  }
  const production = await adapter.productionCsid(compliance, compliance.requestId);
  return { compliance, production };
}
