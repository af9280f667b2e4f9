import { Dropdown, Field, Option } from '@fluentui/react-components';
import { translateMessage } from '@portal/shared';
import {
  PACKAGE_TYPES,
  type PackageType,
  QUOTATION_LIMITS,
  VISIT_FREQUENCIES,
  type VisitFrequency,
} from '@portal/shared/contract';
import { useQuotationFormat } from '../../../common/quotation-format';
import { useOrdersTranslation } from '../../../i18n/use-orders-translation';
import { WizardNumberField } from '../wizard-number-field';
import { ChoiceStep } from './choice-step';
import { type StepProps, setAnswer } from './step-props';

const isPackageType = (value: string): value is PackageType => (PACKAGE_TYPES as readonly string[]).includes(value);
const isFrequency = (value: string): value is VisitFrequency =>
  (VISIT_FREQUENCIES as readonly string[]).includes(value);

/** Spec §2 "visits or hours": a visits package has a frequency (on demand: a number of visits), an hours package hours. */
export function VisitsStep({ draft, update, errors }: StepProps) {
  const { t } = useOrdersTranslation();
  const format = useQuotationFormat();
  const { package_type: packageType, frequency } = draft.answers;
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <ChoiceStep
        name="package_type"
        label={t('quotations.questions.visits')}
        value={packageType}
        options={[
          { value: 'visits', label: t('quotations.visits.byVisits') },
          { value: 'hours', label: t('quotations.visits.byHours') },
        ]}
        onChange={(value) => {
          if (isPackageType(value)) update(setAnswer('package_type', value));
        }}
        error={errors.package_type}
      />
      {packageType === 'visits' ? (
        <Field
          label={t('quotations.visits.frequency')}
          validationState={errors.frequency ? 'error' : undefined}
          validationMessage={translateMessage(errors.frequency)}
        >
          <Dropdown
            value={format.frequency(frequency)}
            selectedOptions={[frequency]}
            onOptionSelect={(_e, data) => {
              if (data.optionValue && isFrequency(data.optionValue)) update(setAnswer('frequency', data.optionValue));
            }}
          >
            {VISIT_FREQUENCIES.map((code) => (
              <Option key={code} value={code}>
                {format.frequency(code)}
              </Option>
            ))}
          </Dropdown>
        </Field>
      ) : null}
      {packageType === 'visits' && frequency === 'on_demand' ? (
        <WizardNumberField
          name="visits"
          label={t('quotations.visits.visitsCount')}
          value={draft.answers.visits}
          {...QUOTATION_LIMITS.visits}
          onChange={(value) => update(setAnswer('visits', value))}
          error={errors.visits}
        />
      ) : null}
      {packageType === 'hours' ? (
        <WizardNumberField
          name="hours"
          label={t('quotations.visits.hours')}
          value={draft.answers.hours}
          {...QUOTATION_LIMITS.hours}
          onChange={(value) => update(setAnswer('hours', value))}
          error={errors.hours}
        />
      ) : null}
    </div>
  );
}
