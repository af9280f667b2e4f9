import { OPS_RULES } from '@portal/shared/contract';

// The console's rules are the contract's: every ops endpoint takes its `access` from OPS_RULES
// (contract/src/ops-rules.ts), so a route declared with the rule of the list its page reads (routes.ts: the shell's
// guard and navigation) and a button shown with the rule of the endpoint it calls cannot disagree with the API, and
// the console never sends what the ops user's roles refuse. The table, not the endpoints, is imported here: the
// endpoints' schemas would weigh several KB (brotli) in the console's first chunk.
export const OPS_CONSOLE_RULES = OPS_RULES;
