import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  Tab,
  TabList,
} from '@fluentui/react-components';
import { DialogRefusal } from '@portal/shared';
import { useState } from 'react';
import { useAccountingTranslation } from '../i18n/use-accounting-translation';
import { CardRechargeForm } from './card-recharge-form';
import { TransferRechargeForm } from './transfer-recharge-form';

export type RechargeMethod = 'card' | 'transfer';

const useStyles = makeStyles({
  surface: { maxWidth: '560px', width: '100%', boxSizing: 'border-box' },
  content: { display: 'grid', gap: '16px' },
});

type Props = { methods: RechargeMethod[]; onClose: () => void; onTransferDone: () => void };

/** Spec §2 "Wallet recharge": by card (hosted payment page) or by bank transfer (receipt), as the role allows. */
export function RechargeDialog({ methods, onClose, onTransferDone }: Props) {
  const { t } = useAccountingTranslation();
  const styles = useStyles();
  const [method, setMethod] = useState<RechargeMethod>(methods[0] ?? 'card');
  return (
    <Dialog open onOpenChange={(_e, data) => !data.open && onClose()}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{t('recharge.title')}</DialogTitle>
          <DialogContent className={styles.content}>
            {methods.length > 1 ? (
              <TabList
                selectedValue={method}
                onTabSelect={(_e, data) => setMethod(data.value as RechargeMethod)}
                aria-label={t('recharge.title')}
              >
                <Tab value="card">{t('recharge.byCard')}</Tab>
                <Tab value="transfer">{t('recharge.byTransfer')}</Tab>
              </TabList>
            ) : null}
            {method === 'card' ? (
              <CardRechargeForm onCancel={onClose} />
            ) : (
              <TransferRechargeForm onCancel={onClose} onDone={onTransferDone} />
            )}
            <DialogRefusal onLeave={onClose} />
          </DialogContent>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
