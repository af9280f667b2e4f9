// `@portal/contract/testing`: fixtures of the tests (never imported by the contract itself, so never shipped).
export * from '../pricing/testing/office-quotation';
export * from './seller-address';
