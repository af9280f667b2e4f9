import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
} from '@fluentui/react-components';
import type { CSSProperties, FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogRefusal } from './dialog-refusal';

/** One line of what an action is taken on: a label and its value. */
export type ActionFact = [label: string, value: ReactNode];

const useStyles = makeStyles({
  facts: { display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '6px 12px', margin: '0 0 12px' },
  body: { display: 'grid', gap: '12px' },
});

export interface ActionDialogProps {
  title: string;
  /** A line above everything else. */
  intro?: ReactNode;
  /** What the action is taken on (a definition list). */
  facts?: ActionFact[];
  /** The action's own fields, or what else it is taken on. */
  children?: ReactNode;
  /** A line below the fields. */
  hint?: ReactNode;
  submitLabel: string;
  /** "Cancel" unless given (e.g. "Close"). */
  cancelLabel?: string;
  pending: boolean;
  onSubmit: () => void;
  onClose: () => void;
  /** Buttons between the action and cancel (e.g. "remove the cap"). */
  more?: ReactNode;
  /** False hides the action (e.g. while a step before it is not done). */
  canSubmit?: boolean;
  /** The action waits (e.g. until something is chosen). */
  submitDisabled?: boolean;
  /** False: Enter does not submit (a dialog with a search box, where Enter is typed while looking). */
  enterSubmits?: boolean;
  /** 'alert': only the buttons close it (a destructive step). */
  modalType?: 'modal' | 'alert';
  /** False keeps it mounted but closed (a confirmation waiting for its question). */
  open?: boolean;
  surfaceStyle?: CSSProperties;
  /** Spreads the buttons over the width. */
  fluid?: boolean;
  testId?: string;
  submitTestId?: string;
  surfaceClassName?: string;
}

/** The frame every dialog of a form shares: title, content, then its buttons, inside one <form>. */
export function DialogFrame(props: {
  title: string;
  onSubmit: (event: FormEvent) => void;
  onClose: () => void;
  actions: ReactNode;
  children?: ReactNode;
  open?: boolean;
  modalType?: 'modal' | 'alert';
  fluid?: boolean | undefined;
  testId?: string | undefined;
  surfaceClassName?: string | undefined;
  surfaceStyle?: CSSProperties;
  contentClassName?: string | undefined;
}) {
  return (
    <Dialog
      open={props.open ?? true}
      modalType={props.modalType}
      onOpenChange={(_e, data) => (data.open ? undefined : props.onClose())}
    >
      <DialogSurface className={props.surfaceClassName} style={props.surfaceStyle} data-testid={props.testId}>
        <form onSubmit={props.onSubmit} noValidate>
          <DialogBody>
            <DialogTitle>{props.title}</DialogTitle>
            <DialogContent className={props.contentClassName}>
              {props.children}
              <DialogRefusal onLeave={props.onClose} />
            </DialogContent>
            <DialogActions fluid={props.fluid}>{props.actions}</DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}

/**
 * The one frame of a dialog that asks for one action (an ops decision, a money step, a payment, moving people):
 * title, intro, facts, fields, hint, then the action (primary), any other button and cancel. Enter submits; a
 * submit while the request runs does nothing and every button waits. Add/edit forms use FormDialog instead.
 */
export function ActionDialog(props: ActionDialogProps) {
  const styles = useStyles();
  const { t } = useTranslation('common');
  const { facts = [], pending, onClose } = props;
  const act = () => {
    if (!pending && props.canSubmit !== false && !props.submitDisabled) props.onSubmit();
  };
  const enterSubmits = props.enterSubmits !== false;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (enterSubmits) act();
  };
  return (
    <DialogFrame
      title={props.title}
      open={props.open}
      modalType={props.modalType}
      onSubmit={submit}
      onClose={onClose}
      fluid={props.fluid}
      testId={props.testId}
      surfaceClassName={props.surfaceClassName}
      surfaceStyle={props.surfaceStyle}
      contentClassName={styles.body}
      actions={
        <>
          {props.canSubmit === false ? null : (
            <Button
              appearance="primary"
              type={enterSubmits ? 'submit' : 'button'}
              onClick={enterSubmits ? undefined : act}
              disabled={pending || props.submitDisabled}
              data-testid={props.submitTestId}
            >
              {props.submitLabel}
            </Button>
          )}
          {props.more}
          <Button appearance="secondary" onClick={onClose} disabled={pending}>
            {props.cancelLabel ?? t('form.cancel')}
          </Button>
        </>
      }
    >
      {props.intro ? <p style={{ margin: 0 }}>{props.intro}</p> : null}
      {facts.length > 0 ? (
        <dl className={styles.facts}>
          {facts.map(([label, fact]) => (
            <div key={label} style={{ display: 'contents' }}>
              <dt>{label}</dt>
              <dd>{fact}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {props.children}
      {props.hint ? <p style={{ margin: 0 }}>{props.hint}</p> : null}
    </DialogFrame>
  );
}
