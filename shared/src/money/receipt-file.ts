import { RECEIPT_MAX_BYTES, RECEIPT_TYPES } from '@portal/contract';

export type ReceiptCheck = 'ok' | 'required' | 'tooLarge' | 'wrongType';

/** A quick answer before uploading; the API checks the bytes themselves (magic numbers) and is the authority. */
export function checkReceipt(file: Pick<File, 'size' | 'type'> | null): ReceiptCheck {
  if (!file) return 'required';
  if (!(RECEIPT_TYPES as readonly string[]).includes(file.type)) return 'wrongType';
  if (file.size > RECEIPT_MAX_BYTES) return 'tooLarge';
  return 'ok';
}
