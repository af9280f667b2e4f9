import { Button, MessageBar, MessageBarBody, makeStyles, Text } from '@fluentui/react-components';
import { useLocalizedName } from '@portal/shared';
import {
  type Category,
  PERIOD_MONTHS,
  type PropertySetting,
  QUOTATION_LIMITS,
  type QuotationAnswers,
  type Service,
} from '@portal/shared/contract';
import { type ReactNode, useMemo, useRef, useState } from 'react';
import { PriceCard } from '../../common/price-card';
import { useQuotationFormat } from '../../common/quotation-format';

import { useOrdersTranslation } from '../../i18n/use-orders-translation';
import { contradictingBranch, type FactField, withCatalog } from './quotation-draft';
import { BranchesStep } from './steps/branches-step';
import { ChoiceStep } from './steps/choice-step';
import { ServicesStep } from './steps/services-step';
import { type StepProps, setAnswer } from './steps/step-props';
import { UnitsStep } from './steps/units-step';
import { VisitsStep } from './steps/visits-step';
import { useCarriedBranchesInDraft } from './use-carried-branches';
import { useQuotationDraft } from './use-quotation-draft';
import { WizardNumberField } from './wizard-number-field';
import { WizardStepper } from './wizard-stepper';
import {
  completeAnswers,
  instantPrice,
  type StepErrors,
  validateStep,
  WIZARD_STEPS,
  type WizardStep,
} from './wizard-steps';

const useStyles = makeStyles({
  layout: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) minmax(280px, 380px)',
    gap: '24px',
    alignItems: 'start',
    '@media (max-width: 959px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  main: { display: 'grid', gap: '20px', minWidth: 0 },
  actions: { display: 'flex', gap: '8px', flexWrap: 'wrap', justifyContent: 'space-between' },
  // The running total: a line under the steps on a phone (the breakdown is below the form there); on wide
  // screens the panel beside the form shows it, and this stays only as the screen readers' live region.
  runningTotal: {
    '@media (min-width: 960px)': {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
    },
  },
});

export type WizardData = {
  categories: readonly Category[];
  services: readonly Service[];
  propertyTypes: readonly PropertySetting[];
  unitTypes: readonly PropertySetting[];
};

type Props = {
  data: WizardData;
  /** localStorage name of this user's and company's draft. */
  storageName: string;
  /** Sends the answers; resolves true once the quotation exists (the draft is then forgotten). */
  onSubmit: (answers: QuotationAnswers) => Promise<boolean>;
  submitting: boolean;
};

const FACT_STEP: Record<FactField, WizardStep> = {
  area_sqm: 'area',
  building_age_years: 'buildingAge',
  floors: 'floors',
  floor_height_m: 'floorHeight',
};

/** The contract's bounds of each fact, so a typed value outside them is refused at once. */
const FACT_LIMITS: Record<FactField, { min: number; max: number }> = {
  area_sqm: QUOTATION_LIMITS.areaSqm,
  building_age_years: QUOTATION_LIMITS.buildingAgeYears,
  floors: QUOTATION_LIMITS.floors,
  floor_height_m: QUOTATION_LIMITS.floorHeightM,
};

/** Spec §2 quotation wizard: eleven steps, each checked before Next, with the instant price beside them. */
export function QuotationWizard({ data, storageName, onSubmit, submitting }: Props) {
  const { t } = useOrdersTranslation();

  const styles = useStyles();
  const local = useLocalizedName();
  const format = useQuotationFormat();
  const { draft, setDraft, restored, clear } = useQuotationDraft(storageName, (restored) =>
    withCatalog(restored, data.services),
  );
  const [errors, setErrors] = useState<StepErrors>({});
  const headingRef = useRef<HTMLHeadingElement>(null);
  const step = Math.min(Math.max(draft.step, 0), WIZARD_STEPS.length - 1);
  const stepId = WIZARD_STEPS[step] ?? 'businessType';
  const last = step === WIZARD_STEPS.length - 1;

  const price = useMemo(() => instantPrice(draft.answers, data.services), [draft.answers, data.services]);

  // A message answers the last Next; once the user changes an answer it may no longer hold (Next checks again).
  const update: StepProps['update'] = (change) => {
    setErrors({});
    setDraft((current) => change(current));
  };
  // Branches chosen on /b2b/branches/select arrive with the address (issue 28.7).
  const carried = useCarriedBranchesInDraft(update);
  const goTo = (next: number) => {
    setErrors({});
    setDraft((current) => ({ ...current, step: next }));
    // The new question is announced and keyboard users start from it.
    requestAnimationFrame(() => headingRef.current?.focus());
  };

  // The steps' checks, and on the branches step the branches' recorded property type against the chosen business
  // type (the API refuses a contradiction: the type carries a pricing factor, issue 26.5).
  const check = (id: WizardStep): StepErrors => {
    const found = validateStep(id, draft.answers, data.services);
    const branch = id === 'branches' && !found.branch_ids ? contradictingBranch(draft) : null;
    if (branch?.property_type) {
      const type = local(branch.property_type.name);
      found.branch_ids = t('quotations.branches.typeMismatch', { branch: branch.name, type });
    }
    return found;
  };

  const next = () => {
    const found = check(stepId);
    if (Object.keys(found).length > 0) {
      setErrors(found);
      return;
    }
    goTo(step + 1);
  };

  const submit = async () => {
    // Every step again: a draft restored from an older visit may miss an answer an earlier step asks for.
    for (const [index, id] of WIZARD_STEPS.entries()) {
      const found = check(id);
      if (Object.keys(found).length > 0) {
        setDraft((current) => ({ ...current, step: index }));
        setErrors(found);
        return;
      }
    }
    const answers = completeAnswers(draft.answers);
    if (answers && (await onSubmit(answers))) clear();
  };

  const stepProps: StepProps = { draft, update, errors };
  const numberStep = (field: FactField, decimals: boolean) => (
    <WizardNumberField
      name={field}
      label={t(`quotations.questions.${FACT_STEP[field]}`)}
      value={draft.answers[field]}
      decimals={decimals}
      {...FACT_LIMITS[field]}
      hint={draft.prefilled.includes(field) ? t('quotations.branches.prefilled') : undefined}
      error={errors[field]}
      onChange={(value) =>
        update((current) => ({
          ...setAnswer(field, value)(current),
          // Typed by the user: it no longer follows the branch choice.
          prefilled: current.prefilled.filter((other) => other !== field),
        }))
      }
    />
  );

  const body: Record<WizardStep, () => ReactNode> = {
    businessType: () => (
      <ChoiceStep
        name="business_type"
        label={t('quotations.questions.businessType')}
        value={draft.answers.business_type}
        options={data.propertyTypes.map((type) => ({ value: type.code, label: local(type.name) }))}
        onChange={(value) => update(setAnswer('business_type', value))}
        error={errors.business_type}
      />
    ),
    unitType: () => (
      <ChoiceStep
        name="unit_type"
        label={t('quotations.questions.unitType')}
        value={draft.answers.unit_type}
        options={data.unitTypes.map((type) => ({ value: type.code, label: local(type.name) }))}
        onChange={(value) => update(setAnswer('unit_type', value))}
        error={errors.unit_type}
      />
    ),
    branches: () => <BranchesStep {...stepProps} />,
    units: () => <UnitsStep {...stepProps} />,
    period: () => (
      <ChoiceStep
        name="period_months"
        label={t('quotations.questions.period')}
        value={draft.answers.period_months === null ? null : String(draft.answers.period_months)}
        options={PERIOD_MONTHS.map((months) => ({ value: String(months), label: format.period(months) }))}
        onChange={(value) => {
          const months = PERIOD_MONTHS.find((candidate) => String(candidate) === value);
          if (months) update(setAnswer('period_months', months));
        }}
        error={errors.period_months}
      />
    ),
    area: () => numberStep('area_sqm', true),
    buildingAge: () => numberStep('building_age_years', false),
    floors: () => numberStep('floors', false),
    floorHeight: () => numberStep('floor_height_m', true),
    services: () => <ServicesStep {...stepProps} categories={data.categories} services={data.services} />,
    visits: () => <VisitsStep {...stepProps} />,
  };

  return (
    <div className={styles.layout}>
      <div className={styles.main}>
        <WizardStepper step={step} onBack={goTo} />
        <Text className={styles.runningTotal} weight="semibold" aria-live="polite" data-testid="running-total">
          {price ? `${t('quotations.price.total')}: ${format.money(price.total)}` : ''}
        </Text>
        {restored && draft.step > 0 ? (
          <MessageBar intent="info">
            <MessageBarBody>{t('quotations.wizard.restored')}</MessageBarBody>
          </MessageBar>
        ) : null}
        {carried > 0 ? (
          <MessageBar intent="info" data-testid="carried-branches">
            <MessageBarBody>{t('onDemand.carried.wizard', { count: carried })}</MessageBarBody>
          </MessageBar>
        ) : null}
        <form
          noValidate
          data-testid={`wizard-step-${stepId}`}
          onSubmit={(event) => {
            event.preventDefault();
            if (last) void submit();
            else next();
          }}
          style={{ display: 'grid', gap: 20 }}
        >
          <h2 ref={headingRef} tabIndex={-1} style={{ margin: 0, outline: 'none' }}>
            <Text size={500} weight="semibold">
              {t(`quotations.steps.${stepId}`)}
            </Text>
          </h2>
          {body[stepId]()}
          <div className={styles.actions}>
            <Button
              type="button"
              appearance="subtle"
              onClick={() => {
                setErrors({});
                clear();
              }}
            >
              {t('quotations.wizard.startOver')}
            </Button>
            <div style={{ display: 'flex', gap: 8 }}>
              <Button type="button" disabled={step === 0} onClick={() => goTo(step - 1)}>
                {t('quotations.wizard.back')}
              </Button>
              <Button type="submit" appearance="primary" disabled={submitting}>
                {last ? t('quotations.wizard.submit') : t('quotations.wizard.next')}
              </Button>
            </div>
          </div>
        </form>
      </div>
      <PriceCard kind="quotation" price={price} services={data.services} />
    </div>
  );
}
