// The contract is its own package (`@portal/contract`, valibot only) so the API does not depend on this browser
// package; remotes keep importing it as `@portal/shared/contract`.
export * from '@portal/contract';
