import { RECEIPT_MAX_BYTES } from '@portal/contract';
import type * as v from 'valibot';
import { receiveCheckedUpload } from '../../platform/files/checked-upload';
import type { FileStorage } from '../../platform/files/storage/storage';
import type { Upload } from '../../platform/files/upload';
import { validate } from '../../platform/http/validation';

// One way in for a bank-transfer receipt (wallet recharge and package purchase, spec §2/§4): the form fields are
// checked before a byte is stored, the file is kept only when its content is a PDF/JPEG/PNG within the limit,
// and it is removed again when the request fails or replays an earlier one (which kept its own copy).

/** The receipt columns of wallet_temp_transactions. */
type ReceiptColumns = {
  receiptStorageKey: string;
  receiptOriginalName: string;
  receiptMime: string;
  receiptSize: number;
  receiptSha256: string;
};

export type ReceivedReceipt<TFields> = { fields: TFields; columns: ReceiptColumns };

/** Validates the fields, stores the file and checks its type by magic bytes; 422/413 on the `receipt` field. */
export async function receiveReceipt<TSchema extends v.GenericSchema>(
  store: FileStorage,
  upload: Upload | undefined,
  schema: TSchema,
): Promise<ReceivedReceipt<v.InferOutput<TSchema>>> {
  const { fields, stored, mime, name } = await receiveCheckedUpload(store, upload, {
    field: 'receipt',
    maxBytes: RECEIPT_MAX_BYTES,
    checkFields: (form): v.InferOutput<TSchema> => validate(schema, form.fields),
  });
  return {
    fields,
    columns: {
      receiptStorageKey: stored.storageKey,
      receiptOriginalName: name,
      receiptMime: mime,
      receiptSize: stored.size,
      receiptSha256: stored.sha256,
    },
  };
}

/** Runs the request's transaction; the stored file stays only if it created something new. */
export async function keepReceiptIfNew<TBody>(
  store: FileStorage,
  receipt: ReceivedReceipt<unknown>,
  work: () => Promise<{ body: TBody; replayed: boolean }>,
): Promise<{ body: TBody; replayed: boolean }> {
  try {
    const result = await work();
    if (result.replayed) await store.remove(receipt.columns.receiptStorageKey);
    return result;
  } catch (error) {
    await store.remove(receipt.columns.receiptStorageKey);
    throw error;
  }
}
