import { RECEIPT_MAX_BYTES } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { checkReceipt } from './receipt-file';

describe('the transfer receipt, checked before uploading', () => {
  it('requires a file', () => {
    expect(checkReceipt(null)).toBe('required');
  });

  it.each(['application/pdf', 'image/jpeg', 'image/png'])('accepts %s up to 5 MB', (type) => {
    expect(checkReceipt({ type, size: RECEIPT_MAX_BYTES })).toBe('ok');
  });

  it('refuses a file over 5 MB', () => {
    expect(checkReceipt({ type: 'application/pdf', size: RECEIPT_MAX_BYTES + 1 })).toBe('tooLarge');
  });

  it.each(['image/gif', 'text/plain', 'application/zip', ''])('refuses type %j', (type) => {
    expect(checkReceipt({ type, size: 10 })).toBe('wrongType');
  });
});
