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
import { localizedName, useCurrentLanguage } from '@portal/shared';
import type { DispatchOrder } from '@portal/shared/contract';
import type { FormEvent, ReactNode } from 'react';
import { useOpsTranslation } from '../i18n/use-ops-translation';

const useStyles = makeStyles({
  surface: { width: 'min(560px, 94vw)' },
  facts: { display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '4px 12px', margin: '0 0 12px' },
  body: { display: 'grid', gap: '12px' },
});

/** The frame of a board step: the visit in view, the step's fields, cancel and submit. */
export function StepDialog({
  order,
  title,
  submitLabel,
  pending,
  onSubmit,
  onClose,
  children,
}: {
  order: DispatchOrder;
  title: string;
  submitLabel: string;
  pending: boolean;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const styles = useStyles();
  const { t } = useOpsTranslation();
  const language = useCurrentLanguage();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!pending) onSubmit();
  };
  return (
    <Dialog open onOpenChange={(_e, data) => (data.open ? undefined : onClose())}>
      <DialogSurface className={styles.surface} data-testid="dispatch-step-dialog">
        <form onSubmit={submit} noValidate>
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent className={styles.body}>
              <dl className={styles.facts}>
                <dt>{t('dispatch.visit')}</dt>
                <dd dir="ltr">
                  {order.reference} · {order.visit_date} {order.time}–{order.end_time}
                </dd>
                <dt>{t('dispatch.company')}</dt>
                <dd>{localizedName(order.company.name, language)}</dd>
                <dt>{t('dispatch.branch')}</dt>
                <dd>{[order.branch_name, order.area?.[language]].filter(Boolean).join(' · ')}</dd>
                <dt>{t('dispatch.services')}</dt>
                <dd>{order.services.map((service) => service.name[language]).join(', ')}</dd>
              </dl>
              {children}
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={onClose} disabled={pending}>
                {t('common.cancel')}
              </Button>
              <Button appearance="primary" type="submit" disabled={pending} data-testid="dispatch-step-submit">
                {submitLabel}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
