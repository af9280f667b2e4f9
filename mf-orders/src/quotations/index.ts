// What the packages feature may use of the quotations feature (issue 25.3: features meet only at their entry): the
// quotation a package is bought from.
export { useQuotation } from './quotation-queries';
