import type { CSSProperties } from 'react';
import { ActionDialog } from './action-dialog';

type Props = {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  cancelLabel: string;
  /** True for the confirm button, false for cancel or Escape. */
  onSettle: (confirmed: boolean) => void;
  surfaceStyle?: CSSProperties;
};

/** An alert that asks before an action (a delete, a device's sign-out): its button first (primary), then cancel. */
export function ConfirmDialog({ open, title, text, confirmLabel, cancelLabel, onSettle, surfaceStyle }: Props) {
  return (
    <ActionDialog
      open={open}
      modalType="alert"
      title={title}
      intro={text}
      submitLabel={confirmLabel}
      cancelLabel={cancelLabel}
      pending={false}
      onSubmit={() => onSettle(true)}
      onClose={() => onSettle(false)}
      {...(surfaceStyle ? { surfaceStyle } : {})}
    />
  );
}
