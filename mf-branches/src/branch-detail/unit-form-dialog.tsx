import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Spinner,
} from '@fluentui/react-components';
import { SearchPicker, useAppAbility } from '@portal/shared';
import { UNIT_LIMITS, type Unit, type UnitBodySpace, unitBodySchema } from '@portal/shared/contract';
import { FormDialog, FormNumberField, FormSelectField, FormTextField, useContractForm } from '@portal/shared/forms';
import { Controller } from 'react-hook-form';
import { branchSearchQuery } from '../branches/branch-queries';
import { useBranchesTranslation } from '../i18n/use-branches-translation';
import { useOptions, useUnitTypes } from '../reference/reference-queries';
import { useUnitSpaces } from '../unit-spaces/unit-space-queries';
import { UnitSpacesFields } from '../unit-spaces/unit-spaces-fields';
import { useSaveUnit } from './unit-queries';

const useStyles = makeStyles({ grid: { display: 'grid', gap: '12px' } });

type Props = {
  /** The branch the unit belongs to; without it (the units page) the form asks for the branch. */
  branchId?: string;
  unit?: Unit;
  onClose: () => void;
};

/** Add or edit a unit with its spaces; the spaces of an existing unit are loaded before the form opens. */
export function UnitFormDialog(props: Props) {
  const { t } = useBranchesTranslation();
  const spaces = useUnitSpaces(props.unit?.id);
  if (!props.unit || spaces.data) {
    const rows = (spaces.data?.items ?? []).map((s) => ({ space_id: s.space.id, quantity: s.quantity }));
    return <UnitForm {...props} spaces={rows} />;
  }
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
        ) : (
          <Spinner />
        )}
      </DialogSurface>
    </Dialog>
  );
}

/** The unit and its spaces go in ONE request (the API saves them in one transaction; an edit replaces the spaces). */
function UnitForm({ branchId, unit, onClose, spaces }: Props & { spaces: UnitBodySpace[] }) {
  const { t } = useBranchesTranslation();
  const styles = useStyles();
  const types = useOptions(useUnitTypes().data?.items);
  const askBranch = !branchId;
  const canReadBranches = useAppAbility().can('read', 'b2b_branches');
  const save = useSaveUnit();
  const form = useContractForm(unitBodySchema, {
    branch_id: branchId ?? unit?.branch.id ?? '',
    name: unit?.name ?? '',
    unit_type_id: unit?.unit_type?.id ?? '',
    floor: unit?.floor ?? null,
    size_m2: unit?.size_m2 ?? null,
    spaces,
  });
  const { control } = form;
  return (
    <FormDialog
      title={unit ? t('units.editTitle') : t('units.addTitle')}
      form={form}
      onSubmit={(body) => save.mutateAsync({ id: unit?.id, body })}
      success={unit ? 'updated' : 'created'}
      onClose={onClose}
      contentClassName={styles.grid}
    >
      {askBranch ? (
        <Controller
          control={control}
          name="branch_id"
          render={({ field, fieldState }) => (
            <SearchPicker
              label={t('units.branch')}
              required
              placeholder={t('fields.choose')}
              search={branchSearchQuery}
              enabled={canReadBranches}
              itemKey={(b) => b.id}
              itemLabel={(b) => `${b.name} (${b.code})`}
              value={field.value || null}
              valueLabel={unit ? `${unit.branch.name} (${unit.branch.code})` : undefined}
              onChange={(picked) => field.onChange(picked?.id ?? '')}
              error={fieldState.error?.message}
            />
          )}
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
      <FormNumberField control={control} name="floor" label={t('units.floor')} {...UNIT_LIMITS.floor} />
      <FormNumberField control={control} name="size_m2" label={t('units.size')} {...UNIT_LIMITS.sizeM2} decimals />
      <UnitSpacesFields control={control} />
    </FormDialog>
  );
}
