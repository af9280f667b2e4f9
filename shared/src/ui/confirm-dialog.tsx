import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components';
import type { CSSProperties } from 'react';

type Props = {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  cancelLabel: string;
  /** True for the confirm button, false for cancel, Escape or a click outside. */
  onSettle: (confirmed: boolean) => void;
  surfaceStyle?: CSSProperties;
};

/** An alert that asks before an action: its button first (primary), then cancel. */
export function ConfirmDialog({ open, title, text, confirmLabel, cancelLabel, onSettle, surfaceStyle }: Props) {
  return (
    <Dialog open={open} modalType="alert" onOpenChange={(_e, data) => !data.open && onSettle(false)}>
      <DialogSurface style={surfaceStyle}>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent>{text}</DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={() => onSettle(true)}>
              {confirmLabel}
            </Button>
            <Button appearance="secondary" onClick={() => onSettle(false)}>
              {cancelLabel}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
