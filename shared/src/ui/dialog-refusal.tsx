import { Button, MessageBar, MessageBarActions, MessageBarBody } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { notify, type SnackbarMessage } from '../feedback/notify';
import { navigateTo } from '../navigation/navigate';

/**
 * Inside an open dialog, the API's refusal that names the page where the user can fix it (e.g. "add your VAT
 * number" → the account page), with a button to that page. Behind a modal dialog the snackbar could not be reached.
 */
export function DialogRefusal({ onLeave }: { onLeave?: () => void }) {
  const [refusal, setRefusal] = useState<SnackbarMessage | null>(null);
  useEffect(() => notify.claimRefusals(setRefusal), []);
  const view = refusal?.view;
  if (!refusal || !view) return null;
  return (
    <MessageBar intent="error" layout="multiline" data-testid="dialog-refusal">
      <MessageBarBody>{refusal.title}</MessageBarBody>
      <MessageBarActions>
        <Button
          appearance="primary"
          size="small"
          onClick={() => {
            onLeave?.();
            navigateTo(view.to);
          }}
        >
          {view.label}
        </Button>
      </MessageBarActions>
    </MessageBar>
  );
}
