import { Button, Dropdown, Field, MessageBar, MessageBarBody, makeStyles, Option } from '@fluentui/react-components';
import { PICKER_PAGE_SIZE, type PickerSearch, SearchPicker, translateMessage, useLocalizedName } from '@portal/shared';
import {
  type CompanyPackage,
  type CreatePackageVisitBody,
  createPackageVisitBodySchema,
  ORDER_LIMITS,
} from '@portal/shared/contract';
import { FormNumberField, FormTextField, useContractForm } from '@portal/shared/forms';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useServiceIndex } from '../../catalog/catalog-queries';
import { useOrdersTranslation } from '../../i18n/use-orders-translation';
import { packageListQuery } from '../../packages';
import { useCreatePackageVisit } from '../order-queries';
import { completeLines, type DraftLine } from './order-pricing';
import { type ServiceChoice, ServiceLines } from './service-lines';
import { submitWith, useOrderSubmit } from './use-order-submit';
import { VisitTimeFields } from './visit-time-fields';

const useStyles = makeStyles({ form: { display: 'grid', gap: '16px', maxWidth: '640px', minWidth: 0 } });

/**
 * The company's active packages with visits left, found by typing (issue 25.6: it loaded 100 and never offered the
 * 101st): a page of contains-matches on name or reference; one used up is not offered (nor counted).
 */
const visitPackageSearch = (search: PickerSearch) => ({
  ...packageListQuery({ ...search, is_active: true }),
  select: (page: { items: CompanyPackage[]; total: number; page: number; perPage: number }) => {
    const items = page.items.filter((pkg) => pkg.is_active && pkg.available > 0);
    return { ...page, items, total: page.total - (page.items.length - items.length) };
  },
});

/** A visit of an active package (createPackageVisit): its branch, its services, the hours of an hours package. */
export function PackageVisitForm() {
  const { t } = useOrdersTranslation();
  const styles = useStyles();
  const local = useLocalizedName();
  const catalog = useServiceIndex();
  // The picker's first page (the same cache entry): with no package left to use, the form has nothing to offer.
  const firstPage = useQuery(visitPackageSearch({ perPage: PICKER_PAGE_SIZE }));
  const [pkg, setPkg] = useState<CompanyPackage | null>(null);
  const create = useCreatePackageVisit();
  const form = useContractForm(createPackageVisitBodySchema, {
    package_id: '',
    branch_id: '',
    services: [],
    date: '',
    slot: '',
    hours: 1,
    notes: '',
  });
  const [lines, setLines] = useState<DraftLine[]>([]);
  const { submit, failure } = useOrderSubmit(create.mutateAsync, form);
  const branchId = form.watch('branch_id');
  const location = pkg?.locations.find((l) => l.branch_id === branchId);
  const date = form.watch('date');
  const choices: ServiceChoice[] = (pkg?.services ?? []).flatMap((service) => {
    const row = catalog.get(service.id);
    return row ? [{ id: row.id, name: row.name, unit: row.unit, min_quantity: row.min_quantity }] : [];
  });
  const priced = completeLines(lines);
  const slotRequest = branchId && date && priced.length > 0 ? { branch_id: branchId, date, services: priced } : null;
  const errors = form.formState.errors;

  const send = async () => {
    form.setValue('services', priced);
    await form.handleSubmit(async (values) => submit(values as CreatePackageVisitBody))();
  };

  if (firstPage.isSuccess && firstPage.data.total === 0) {
    return (
      <MessageBar intent="info" data-testid="no-active-packages">
        <MessageBarBody>{t('order.add.noPackages')}</MessageBarBody>
      </MessageBar>
    );
  }
  return (
    <form className={styles.form} noValidate data-testid="package-visit-form" onSubmit={submitWith(send)}>
      <SearchPicker
        label={t('order.add.package')}
        required
        testId="visit-package"
        placeholder={t('order.add.choosePackage')}
        search={visitPackageSearch}
        itemKey={(p) => p.id}
        itemLabel={(p) =>
          `${local(p.name)} · ${p.reference} · ${t('order.add.packageLeft', { available: p.available, total: p.total })}`
        }
        value={pkg?.id ?? null}
        onChange={(picked) => {
          setPkg(picked);
          form.setValue('package_id', picked?.id ?? '');
          form.setValue('branch_id', '');
          form.setValue('slot', '');
          form.clearErrors('package_id');
          setLines([]);
        }}
        error={errors.package_id?.message}
      />
      <Field
        label={t('order.add.branch')}
        hint={t('order.add.packageBranchHint')}
        required
        validationState={errors.branch_id ? 'error' : undefined}
        validationMessage={translateMessage(errors.branch_id?.message)}
      >
        <Dropdown
          data-testid="visit-branch"
          placeholder={t('order.add.chooseBranch')}
          disabled={!pkg}
          value={location ? `${location.name} (${location.code})` : ''}
          selectedOptions={location ? [location.branch_id] : []}
          onOptionSelect={(_e, data) => {
            form.setValue('branch_id', data.optionValue ?? '');
            form.setValue('slot', '');
            form.clearErrors('branch_id');
          }}
        >
          {(pkg?.locations ?? []).map((l) => (
            <Option key={l.branch_id} value={l.branch_id} text={`${l.name} (${l.code})`}>
              {l.name} ({l.code})
            </Option>
          ))}
        </Dropdown>
      </Field>
      <ServiceLines
        choices={choices}
        value={lines}
        onChange={(next) => {
          setLines(next);
          form.setValue('slot', '');
          form.clearErrors('services');
        }}
        error={errors.services?.message ?? errors.services?.root?.message}
        lineError={(index) => errors.services?.[index]?.quantity?.message}
      />
      {pkg?.type === 'hours' ? (
        <FormNumberField
          control={form.control}
          name="hours"
          label={t('order.add.hours')}
          min={ORDER_LIMITS.hours.min}
          max={Math.min(ORDER_LIMITS.hours.max, pkg.available)}
        />
      ) : null}
      <VisitTimeFields form={form} request={slotRequest} />
      <FormTextField control={form.control} name="notes" label={t('order.add.notes')} multiline />
      {failure ? (
        <MessageBar intent="error" data-testid="order-error">
          <MessageBarBody>{failure}</MessageBarBody>
        </MessageBar>
      ) : null}
      <div>
        <Button appearance="primary" type="submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? t('order.add.submitting') : t('order.add.submitVisit')}
        </Button>
      </div>
    </form>
  );
}
