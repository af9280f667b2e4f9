import { Field, makeStyles, Radio, RadioGroup, Subtitle2 } from '@fluentui/react-components';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { BRANCH_LIMITS, type Branch, type BranchBody, branchBodySchema } from '@portal/shared/contract';
import { FormDateField, FormDialog, FormNumberField, FormSelectField, FormTextField } from '@portal/shared/forms';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { type Resolver, useForm, useWatch } from 'react-hook-form';
import { useBranchesTranslation } from '../i18n/use-branches-translation';
import { useAreas, useCities, useOptions, usePropertyTypes } from '../reference/reference-queries';
import { useSaveBranch } from './branch-queries';

const useStyles = makeStyles({
  // Fields may shrink below their content (min-width 0): nothing pushes the dialog wider than the screen in RTL.
  grid: {
    display: 'grid',
    gap: '12px',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(220px, 100%), 1fr))',
    '& > *': { minWidth: 0 },
    // Fluent's Dropdown keeps a 250 px floor wider than a 220 px column: in RTL it ran over the next field and
    // out of the dialog (issue 28.7). Each control fills its own column instead.
    '& .fui-Dropdown, & .fui-Input': { minWidth: 0, width: '100%', maxWidth: '100%', boxSizing: 'border-box' },
  },
  section: { gridColumn: '1 / -1', marginTop: '8px' },
  surface: { maxWidth: 'min(760px, calc(100vw - 24px))', width: '100%', boxSizing: 'border-box' },
});

// The schema's output (nulls for blanks) is what the API takes; the form keeps its input shape.
const schemaResolver = valibotResolver(branchBodySchema) as unknown as Resolver<BranchBody>;

/**
 * Spec §5: a city we do not serve is refused right here (the API refuses it too), even while other fields are
 * still wrong: the resolver stops a schema pipe at its first failure, so this check wraps the resolver instead.
 */
function riyadhOnly(base: Resolver<BranchBody>, serviced: RefObject<Map<string, boolean>>): Resolver<BranchBody> {
  return async (values, context, options) => {
    const result = await base(values, context, options);
    if (serviced.current.get(values.city_id) !== false) return result;
    return { values: {}, errors: { ...result.errors, city_id: { type: 'riyadh', message: 'validation.riyadh_only' } } };
  };
}

function initialValues(branch: Branch | undefined, riyadhId: string | undefined): BranchBody {
  return {
    name: branch?.name ?? '',
    code: branch?.code ?? '',
    address: branch?.address ?? null,
    property_type_id: branch?.property_type?.id ?? '',
    building_number: branch?.building_number ?? null,
    size_m2: branch?.size_m2 ?? null,
    height_m: branch?.height_m ?? null,
    construction_date: branch?.construction_date ?? null,
    building_age_years: branch?.building_age_years ?? null,
    floors: branch?.floors ?? null,
    floor_height_m: branch?.floor_height_m ?? null,
    city_id: branch?.city.id ?? riyadhId ?? '',
    area_id: branch?.area?.id ?? '',
    latitude: branch?.latitude ?? null,
    longitude: branch?.longitude ?? null,
  };
}

/** Create or edit a branch with the contract schema the API validates with; server errors land on the fields. */
export function BranchFormDialog({ branch, onClose }: { branch?: Branch; onClose: () => void }) {
  const { t } = useBranchesTranslation();
  const styles = useStyles();
  const cities = useCities();
  const riyadh = cities.data?.items.find((city) => city.is_serviced)?.id;
  const servicedRef = useRef(new Map<string, boolean>());
  servicedRef.current = new Map((cities.data?.items ?? []).map((city) => [city.id, city.is_serviced]));
  const form = useForm<BranchBody>({
    resolver: riyadhOnly(schemaResolver, servicedRef),
    defaultValues: initialValues(branch, riyadh),
  });
  const { control, setValue, getValues } = form;
  const cityId = useWatch({ control, name: 'city_id' });
  const areas = useAreas(cityId || null);
  const typeOptions = useOptions(usePropertyTypes().data?.items);
  // Cities not serviced are listed but disabled, with a note, instead of being offered and refused (issue 14.6).
  const cityOptions = useOptions(cities.data?.items).map((option) => {
    const serviced = servicedRef.current.get(option.value) !== false;
    return serviced ? option : { ...option, label: `${option.label} — ${t('fields.notServiced')}`, disabled: true };
  });
  // The building's age is asked once: as its construction date or as its age in years (issue 14.6).
  const [ageAs, setAgeAs] = useState<'date' | 'years'>(() =>
    branch?.building_age_years != null && !branch.construction_date ? 'years' : 'date',
  );
  const chooseAgeAs = (next: 'date' | 'years') => {
    setAgeAs(next);
    setValue(next === 'date' ? 'building_age_years' : 'construction_date', null);
  };
  const areaOptions = useOptions(areas.data?.items);
  const save = useSaveBranch();

  // Riyadh is the default city once the list arrives (a new branch only).
  useEffect(() => {
    if (!branch && riyadh && !getValues('city_id')) setValue('city_id', riyadh);
  }, [branch, riyadh, getValues, setValue]);

  return (
    <FormDialog
      title={branch ? t('form.editTitle') : t('form.createTitle')}
      form={form}
      onSubmit={(body) => save.mutateAsync({ id: branch?.id, body })}
      success={branch ? 'updated' : 'created'}
      onClose={onClose}
      surfaceClassName={styles.surface}
      contentClassName={styles.grid}
    >
      <FormTextField control={control} name="name" label={t('fields.name')} required />
      <FormTextField control={control} name="code" label={t('fields.code')} required dir="ltr" />
      <FormSelectField
        control={control}
        name="property_type_id"
        label={t('fields.propertyType')}
        options={typeOptions}
        placeholder={t('fields.choose')}
        required
      />
      <Subtitle2 as="h2" className={styles.section}>
        {t('form.location')}
      </Subtitle2>
      <FormSelectField
        control={control}
        name="city_id"
        label={t('fields.city')}
        hint={t('fields.cityHint')}
        options={cityOptions}
        placeholder={t('fields.choose')}
        required
      />
      <FormSelectField
        control={control}
        name="area_id"
        label={t('fields.area')}
        options={areaOptions}
        placeholder={t('fields.choose')}
        required
      />
      <FormTextField control={control} name="address" label={t('fields.address')} />
      <FormNumberField
        control={control}
        name="latitude"
        label={t('fields.latitude')}
        hint={t('fields.coordinatesHint')}
        min={-90}
        max={90}
        decimals
      />
      <FormNumberField control={control} name="longitude" label={t('fields.longitude')} min={-180} max={180} decimals />
      <Subtitle2 as="h2" className={styles.section}>
        {t('form.building')}
      </Subtitle2>
      <FormTextField control={control} name="building_number" label={t('fields.buildingNumber')} dir="ltr" />
      <FormNumberField control={control} name="size_m2" label={t('fields.sizeM2')} {...BRANCH_LIMITS.sizeM2} decimals />
      <FormNumberField
        control={control}
        name="height_m"
        label={t('fields.heightM')}
        {...BRANCH_LIMITS.heightM}
        decimals
      />
      <Field label={t('fields.ageAs')}>
        <RadioGroup
          layout="horizontal"
          value={ageAs}
          onChange={(_e, data) => chooseAgeAs(data.value as 'date' | 'years')}
        >
          <Radio value="date" label={t('fields.constructionDate')} />
          <Radio value="years" label={t('fields.buildingAgeYears')} />
        </RadioGroup>
      </Field>
      {ageAs === 'date' ? (
        <FormDateField control={control} name="construction_date" label={t('fields.constructionDate')} />
      ) : (
        <FormNumberField
          control={control}
          name="building_age_years"
          label={t('fields.buildingAgeYears')}
          {...BRANCH_LIMITS.buildingAgeYears}
        />
      )}
      <FormNumberField control={control} name="floors" label={t('fields.floors')} {...BRANCH_LIMITS.floors} />
      <FormNumberField
        control={control}
        name="floor_height_m"
        label={t('fields.floorHeightM')}
        {...BRANCH_LIMITS.floorHeightM}
        decimals
      />
    </FormDialog>
  );
}
