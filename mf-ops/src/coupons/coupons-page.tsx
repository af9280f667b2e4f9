import { Button, makeStyles } from '@fluentui/react-components';
import { AddRegular, EditRegular, HistoryRegular, PauseRegular, PlayRegular } from '@fluentui/react-icons';
import { type DataTableColumn, FilterSelect, notifySuccess, useAppAbility } from '@portal/shared';
import { COUPON_STATES, type OpsCoupon } from '@portal/shared/contract';
import { useState } from 'react';
import { ConsoleListPage } from '../common/console-list-page';
import { useOpsTranslation } from '../i18n/use-ops-translation';
import { OPS_CONSOLE_RULES } from '../ops-rules';
import { CouponDialog } from './coupon-dialog';
import { useCouponFacts } from './coupon-facts';
import { couponList, updateCoupon } from './coupon-queries';
import { CouponUsesDialog } from './coupon-uses-dialog';

/** GET ops/coupons has no sort: newest first. */
const NO_SORT: readonly never[] = [];

const useStyles = makeStyles({
  row: { display: 'inline-flex', gap: '4px', flexWrap: 'wrap', alignItems: 'center' },
  card: { display: 'grid', gap: '6px', paddingBlock: '8px', overflowWrap: 'anywhere' },
  code: { fontFamily: 'monospace', fontWeight: 600 },
});

type Open = { kind: 'add' } | { kind: 'edit'; coupon: OpsCoupon } | { kind: 'uses'; coupon: OpsCoupon } | null;

/**
 * /ops/coupons (read ops_catalog): every coupon with its discount, validity, uses against its limits and its state
 * today; search by code, filter by state; each coupon's uses. The catalog team (update ops_catalog) creates one,
 * edits it, pauses and resumes it (ADR 0074). Cards at 390 px.
 */
export function CouponsPage() {
  const styles = useStyles();
  const { t } = useOpsTranslation();
  const facts = useCouponFacts();
  const { couponsManage } = OPS_CONSOLE_RULES;
  const mayChange = useAppAbility().can(couponsManage.action, couponsManage.subject);
  const [open, setOpen] = useState<Open>(null);
  const [switching, setSwitching] = useState<string | null>(null);

  const toggle = async (x: OpsCoupon) => {
    setSwitching(x.id);
    try {
      await updateCoupon(x.id, { active: !x.active });
      notifySuccess('updated');
    } catch {
      // The HTTP client has shown the API's message.
    } finally {
      setSwitching(null);
    }
  };
  const code = (x: OpsCoupon) => (
    <span className={styles.code} dir="ltr">
      {x.code}
    </span>
  );
  const actions = (x: OpsCoupon) => (
    <span className={styles.row}>
      <Button
        size="small"
        icon={<HistoryRegular />}
        aria-label={t('coupons.usesOf', { code: x.code })}
        onClick={() => setOpen({ kind: 'uses', coupon: x })}
      >
        {t('coupons.showUses')}
      </Button>
      {mayChange ? (
        <>
          <Button
            size="small"
            icon={<EditRegular />}
            aria-label={t('coupons.editOf', { code: x.code })}
            onClick={() => setOpen({ kind: 'edit', coupon: x })}
          >
            {t('coupons.edit')}
          </Button>
          <Button
            size="small"
            icon={x.active ? <PauseRegular /> : <PlayRegular />}
            aria-label={t(x.active ? 'coupons.pauseOf' : 'coupons.resumeOf', { code: x.code })}
            disabled={switching === x.id}
            onClick={() => void toggle(x)}
          >
            {t(x.active ? 'coupons.pause' : 'coupons.resume')}
          </Button>
        </>
      ) : null}
    </span>
  );

  const wide: DataTableColumn<OpsCoupon, never>[] = [
    { key: 'code', header: t('coupons.code'), render: code },
    { key: 'discount', header: t('coupons.discount'), render: facts.discount },
    { key: 'validity', header: t('coupons.validity'), render: facts.validity },
    { key: 'uses', header: t('coupons.uses'), render: facts.uses },
    { key: 'state', header: t('coupons.state'), render: facts.state },
    { key: 'actions', header: t('coupons.actions'), render: actions },
  ];
  const card = (x: OpsCoupon) => (
    <div className={styles.card} data-testid="coupon-card">
      <span className={styles.row}>
        {code(x)} {facts.state(x)}
      </span>
      <span>{facts.discount(x)}</span>
      <span>{facts.validity(x)}</span>
      <span>
        {t('coupons.uses')}: {facts.uses(x)}
      </span>
      {actions(x)}
    </div>
  );

  return (
    <ConsoleListPage
      testId="ops-coupons-page"
      title={t('pages.coupons')}
      subtitle={t('coupons.subtitle')}
      actions={
        mayChange ? (
          <Button appearance="primary" icon={<AddRegular />} onClick={() => setOpen({ kind: 'add' })}>
            {t('coupons.add')}
          </Button>
        ) : null
      }
      {...couponList}
      toolbar={
        <FilterSelect
          name="state"
          label={t('coupons.state')}
          allLabel={t('coupons.anyState')}
          options={COUPON_STATES.map((state) => ({ value: state, label: t(`coupons.states.${state}`) }))}
        />
      }
      tableLabel={t('coupons.tableLabel')}
      sortKeys={NO_SORT}
      columns={wide}
      card={card}
      emptyText={t('coupons.empty')}
    >
      {open?.kind === 'add' ? <CouponDialog onClose={() => setOpen(null)} /> : null}
      {open?.kind === 'edit' ? <CouponDialog coupon={open.coupon} onClose={() => setOpen(null)} /> : null}
      {open?.kind === 'uses' ? <CouponUsesDialog coupon={open.coupon} onClose={() => setOpen(null)} /> : null}
    </ConsoleListPage>
  );
}
