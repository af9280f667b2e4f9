import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Spinner,
} from '@fluentui/react-components';
import { valibotResolver } from '@hookform/resolvers/valibot';
import {
  applyFieldErrors,
  FormNumberField,
  FormSelectField,
  FormTextField,
  notifySuccess,
  useAppAbility,
} from '@portal/shared';
import type { Unit } from '@portal/shared/contract';
import { useRef } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useBranchList } from '../branches/branch-queries';
import { useOptions, useUnitTypes } from '../reference/reference-queries';
import { type SpaceRow, SpaceRowError, useUnitSpaces } from '../unit-spaces/unit-space-queries';
import { UnitSpacesFields } from '../unit-spaces/unit-spaces-fields';
import { repeatedSpaceRows, type UnitFormValues, unitFormSchema } from './unit-form-schema';
import { useSaveUnit, useSyncUnitSpaces } from './unit-queries';

const useStyles = makeStyles({ grid: { display: 'grid', gap: '12px' } });
const resolver = valibotResolver(unitFormSchema) as unknown as Resolver<UnitFormValues>;

type Props = {
  /** The branch the unit belongs to; without it (the units page) the form asks for the branch. */
  branchId?: string;
  unit?: Unit;
  onClose: () => void;
};

/** Add or edit a unit with its spaces; the spaces of an existing unit are loaded before the form opens. */
export function UnitFormDialog(props: Props) {
  const { t } = useTranslation('branches');
  const spaces = useUnitSpaces(props.unit?.id);
  const ready = !props.unit || spaces.data;
  return (
    <Dialog open onOpenChange={(_e, data) => !data.open && props.onClose()}>
      <DialogSurface>
        {spaces.isError ? (
          <DialogBody>
            <DialogTitle>{t('units.editTitle')}</DialogTitle>
            <DialogContent>
              <MessageBar intent="error">
                <MessageBarBody>{t('spaces.loadFailed')}</MessageBarBody>
              </MessageBar>
            </DialogContent>
          </DialogBody>
        ) : ready ? (
          <UnitForm
            {...props}
            spaces={(spaces.data?.items ?? []).map((s) => ({ space_id: s.space.id, quantity: s.quantity }))}
          />
        ) : (
          <Spinner />
        )}
      </DialogSurface>
    </Dialog>
  );
}

function UnitForm({ branchId, unit, onClose, spaces }: Props & { spaces: SpaceRow[] }) {
  const { t } = useTranslation('branches');
  const styles = useStyles();
  const types = useOptions(useUnitTypes().data?.items);
  const askBranch = !branchId;
  const canReadBranches = useAppAbility().can('read', 'b2b_branches');
  const branches = useBranchList({ perPage: 100, sortBy: 'name' }, askBranch && canReadBranches).data?.items;
  const branchOptions = (branches ?? []).map((b) => ({ value: b.id, label: `${b.name} (${b.code})` }));
  const save = useSaveUnit();
  const sync = useSyncUnitSpaces();
  // Once the unit exists (even if its spaces then failed), a retry updates it instead of adding another.
  const savedId = useRef(unit?.id);
  const { control, handleSubmit, setError } = useForm<UnitFormValues>({
    resolver,
    defaultValues: {
      branch_id: branchId ?? unit?.branch.id ?? '',
      name: unit?.name ?? '',
      unit_type_id: unit?.unit_type?.id ?? '',
      floor: unit?.floor ?? null,
      size_m2: unit?.size_m2 ?? null,
      spaces,
    },
  });
  const submit = handleSubmit(async ({ spaces: rows, ...body }) => {
    const repeated = repeatedSpaceRows(rows);
    if (repeated.length > 0) {
      for (const index of repeated) setError(`spaces.${index}.space_id`, { message: t('spaces.repeated') });
      return;
    }
    try {
      const saved = await save.mutateAsync({ id: savedId.current, body });
      savedId.current = saved.id;
      await sync.mutateAsync({ unitId: saved.id, rows });
      notifySuccess(unit ? 'updated' : 'created');
      onClose();
    } catch (error) {
      if (error instanceof SpaceRowError) {
        applyFieldErrors(error.cause, (name, e) => {
          if (name === 'space_id' || name === 'quantity') setError(`spaces.${error.index}.${name}`, e);
        });
      } else applyFieldErrors(error, (name, e) => setError(name as keyof UnitFormValues, e));
    }
  });
  const busy = save.isPending || sync.isPending;
  return (
    <form onSubmit={submit} noValidate>
      <DialogBody>
        <DialogTitle>{unit ? t('units.editTitle') : t('units.addTitle')}</DialogTitle>
        <DialogContent className={styles.grid}>
          {askBranch ? (
            <FormSelectField
              control={control}
              name="branch_id"
              label={t('units.branch')}
              options={branchOptions}
              placeholder={t('fields.choose')}
              required
            />
          ) : null}
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
          <FormNumberField control={control} name="size_m2" label={t('units.size')} min={0} max={1_000_000} decimals />
          <UnitSpacesFields control={control} />
        </DialogContent>
        <DialogActions>
          <Button appearance="primary" type="submit" disabled={busy}>
            {t('form.save')}
          </Button>
          <Button appearance="secondary" onClick={onClose}>
            {t('form.cancel')}
          </Button>
        </DialogActions>
      </DialogBody>
    </form>
  );
}
