// What the orders feature may use of the packages feature (issue 25.3: features meet only at their entry): the
// company's packages for a package visit, and the wallet summary the payment choices show.
export { packageListQuery, useWalletSummary } from './package-queries';
