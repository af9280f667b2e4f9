import { makeStyles, Subtitle2 } from '@fluentui/react-components';
import {
  FormDateField,
  FormDialog,
  FormNumberField,
  FormSelectField,
  FormTextField,
  useContractForm,
} from '@portal/shared';
import { BRANCH_LIMITS, type Branch, type BranchBody, branchBodySchema, messageKey } from '@portal/shared/contract';
import { useEffect, useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { useAreas, useCities, useOptions, usePropertyTypes } from '../reference/reference-queries';
import { useSaveBranch } from './branch-queries';

const useStyles = makeStyles({
  grid: { display: 'grid', gap: '12px', gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))' },
  section: { gridColumn: '1 / -1', marginTop: '8px' },
  surface: { maxWidth: '760px', width: '100%' },
});

/** Spec §5: a city we do not serve is refused right here, on the city field (the API refuses it too). */
function riyadhOnly(serviced: Map<string, boolean>) {
  return v.pipe(
    branchBodySchema,
    v.forward(
      v.check((body) => serviced.get(body.city_id) !== false, messageKey('validation.riyadh_only')),
      ['city_id'],
    ),
  );
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
  const { t } = useTranslation('branches');
  const styles = useStyles();
  const cities = useCities();
  const riyadh = cities.data?.items.find((city) => city.is_serviced)?.id;
  const schema = useMemo(
    () => riyadhOnly(new Map((cities.data?.items ?? []).map((city) => [city.id, city.is_serviced]))),
    [cities.data],
  );
  const form = useContractForm(schema, initialValues(branch, riyadh));
  const { control, setValue, getValues } = form;
  const cityId = useWatch({ control, name: 'city_id' });
  const areas = useAreas(cityId || null);
  const typeOptions = useOptions(usePropertyTypes().data?.items);
  const cityOptions = useOptions(cities.data?.items);
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
      <FormDateField control={control} name="construction_date" label={t('fields.constructionDate')} />
      <FormNumberField
        control={control}
        name="building_age_years"
        label={t('fields.buildingAgeYears')}
        {...BRANCH_LIMITS.buildingAgeYears}
      />
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
