import { Button } from '@fluentui/react-components';
import { isApiError, notify } from '@portal/shared';
import { type BranchSpending, MAX_SPENDING_CAP_HALALAS } from '@portal/shared/contract';
import { useState } from 'react';
import { useAccountingTranslation } from '../i18n/use-accounting-translation';
import { MoneyDialog } from '../money/money-dialog';
import { checkRechargeAmount } from '../money/sar-amount';
import { useAmountError } from '../wallet/amount-error';
import { AmountField } from '../wallet/amount-field';
import { useSetCap } from './spending-queries';

/** Sets a branch's monthly cap in riyals (0 allowed: every wallet payment then needs approval), or removes it. */
export function CapDialog({ branch, onClose }: { branch: BranchSpending; onClose: () => void }) {
  const { t } = useAccountingTranslation();
  const amountError = useAmountError();
  const setCap = useSetCap();
  const [text, setText] = useState(branch.monthly_cap === null ? '' : String(branch.monthly_cap / 100));
  const [error, setError] = useState<string | null>(null);

  const save = async (monthlyCap: number | null) => {
    try {
      await setCap.mutateAsync({ branchId: branch.branch_id, monthlyCap });
      notify.success(t('spending.saved'));
      onClose();
    } catch (failure) {
      if (isApiError(failure)) setError(failure.fieldErrors.monthly_cap?.[0] ?? null);
    }
  };
  const submit = () => {
    const check = checkRechargeAmount(text, 0, MAX_SPENDING_CAP_HALALAS);
    setError(amountError(check, 0, MAX_SPENDING_CAP_HALALAS));
    if (check.ok) void save(check.halalas);
  };

  return (
    <MoneyDialog
      title={t('spending.capTitle', { branch: branch.branch_name })}
      intro={t('spending.capIntro')}
      submitLabel={t('spending.save')}
      pending={setCap.isPending}
      onSubmit={submit}
      onClose={onClose}
      more={
        branch.monthly_cap !== null ? (
          <Button onClick={() => void save(null)} disabled={setCap.isPending}>
            {t('spending.removeCap')}
          </Button>
        ) : null
      }
    >
      <AmountField
        value={text}
        onChange={setText}
        error={error}
        disabled={setCap.isPending}
        label={t('spending.capLabel')}
        min={0}
        max={MAX_SPENDING_CAP_HALALAS}
      />
    </MoneyDialog>
  );
}
