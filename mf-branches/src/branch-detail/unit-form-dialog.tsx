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
import { valibotResolver } from '@hookform/resolvers/valibot';
import { applyFieldErrors, FormNumberField, FormSelectField, FormTextField, notifySuccess } from '@portal/shared';
import { type Unit, type UnitBody, unitBodySchema } from '@portal/shared/contract';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useOptions, useUnitTypes } from '../reference/reference-queries';
import { useSaveUnit } from './unit-queries';

const useStyles = makeStyles({ grid: { display: 'grid', gap: '12px' } });
const resolver = valibotResolver(unitBodySchema) as unknown as Resolver<UnitBody>;

/** Add or edit a unit of a branch. */
export function UnitFormDialog({ branchId, unit, onClose }: { branchId: string; unit?: Unit; onClose: () => void }) {
  const { t } = useTranslation('branches');
  const styles = useStyles();
  const types = useOptions(useUnitTypes().data?.items);
  const save = useSaveUnit();
  const { control, handleSubmit, setError } = useForm<UnitBody>({
    resolver,
    defaultValues: {
      branch_id: branchId,
      name: unit?.name ?? '',
      unit_type_id: unit?.unit_type?.id ?? '',
      floor: unit?.floor ?? null,
      size_m2: unit?.size_m2 ?? null,
    },
  });
  const submit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ id: unit?.id, body: values });
      notifySuccess(unit ? 'updated' : 'created');
      onClose();
    } catch (error) {
      applyFieldErrors(error, (name, e) => setError(name as keyof UnitBody, e));
    }
  });
  return (
    <Dialog open onOpenChange={(_e, data) => !data.open && onClose()}>
      <DialogSurface>
        <form onSubmit={submit} noValidate>
          <DialogBody>
            <DialogTitle>{unit ? t('units.editTitle') : t('units.addTitle')}</DialogTitle>
            <DialogContent className={styles.grid}>
              <FormTextField control={control} name="name" label={t('units.name')} required />
              <FormSelectField
                control={control}
                name="unit_type_id"
                label={t('units.type')}
                options={types}
                placeholder={t('fields.choose')}
                required
              />
              <FormNumberField control={control} name="floor" label={t('units.floor')} min={-5} max={200} />
              <FormNumberField
                control={control}
                name="size_m2"
                label={t('units.size')}
                min={0}
                max={1_000_000}
                decimals
              />
            </DialogContent>
            <DialogActions>
              <Button appearance="primary" type="submit" disabled={save.isPending}>
                {t('form.save')}
              </Button>
              <Button appearance="secondary" onClick={onClose}>
                {t('form.cancel')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
