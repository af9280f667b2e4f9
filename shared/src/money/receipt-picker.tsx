import { Button, Field, ProgressBar, Text } from '@fluentui/react-components';
import { AttachRegular } from '@fluentui/react-icons';
import { RECEIPT_TYPES } from '@portal/contract';
import { useRef } from 'react';

// The pieces every bank-transfer receipt form shares (wallet recharge, package purchase): a hidden file input
// behind a button with the chosen file's name, and the upload's progress bar. Labels come from the caller's
// namespace, checks from checkReceipt.

type PickerProps = {
  /** The id the Field's label points at. */
  id: string;
  chooseLabel: string;
  file: File | null;
  disabled: boolean;
  onChoose: (file: File | null) => void;
};

export function ReceiptPicker({ id, chooseLabel, file, disabled, onChoose }: PickerProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
      <input
        ref={input}
        id={id}
        type="file"
        accept={RECEIPT_TYPES.join(',')}
        hidden
        onChange={(event) => onChoose(event.target.files?.[0] ?? null)}
      />
      <Button icon={<AttachRegular />} disabled={disabled} onClick={() => input.current?.click()}>
        {chooseLabel}
      </Button>
      {file ? <Text data-testid="receipt-name">{file.name}</Text> : null}
    </div>
  );
}

/** The upload's progress while it runs (nothing otherwise); `label` already carries the percentage. */
export function UploadProgress({ percent, label }: { percent: number | null; label: string }) {
  if (percent === null) return null;
  return (
    <Field validationMessage={label} validationState="none">
      <ProgressBar value={percent / 100} aria-label={label} />
    </Field>
  );
}
