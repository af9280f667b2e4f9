import { Button, MessageBar, MessageBarBody, makeStyles, Text } from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import { isApiError, notify, SimpleTable, type SimpleTableColumn } from '@portal/shared';
import type { CompanyPackage } from '@portal/shared/contract';
import { useState } from 'react';
import { usePackageRule } from '../../common/package-rules';
import { useQuotationFormat } from '../../common/quotation-format';
import { useOrdersTranslation } from '../../i18n/use-orders-translation';
import { useUpdateLocations } from '../package-queries';
import { LocationsDialog } from './locations-dialog';

const useStyles = makeStyles({ table: { minWidth: '360px' } });

/** The package's locations with what each used (spec §2 "package preview with locations"); add/remove by rule. */
export function PackageLocations({ pkg }: { pkg: CompanyPackage }) {
  const styles = useStyles();
  const { t } = useOrdersTranslation();
  const can = usePackageRule();
  const format = useQuotationFormat();
  const [editing, setEditing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateLocations();
  // Locations change only on an approved package (the API answers 422 otherwise).
  const editable = can('packageLocations') && pkg.status === 'approved';

  const remove = async (branchId: string) => {
    setError(null);
    try {
      await update.mutateAsync({
        package_id: pkg.id,
        branch_ids: pkg.locations.filter((l) => l.branch_id !== branchId).map((l) => l.branch_id),
      });
      notify.success(t('packages.locations.saved'));
    } catch (failure) {
      if (isApiError(failure)) setError(failure.fieldErrors.branch_ids?.[0] ?? failure.message);
    }
  };

  type Location = CompanyPackage['locations'][number];
  const columns: SimpleTableColumn<Location>[] = [
    { key: 'branch', header: t('packages.locations.branch'), cell: (location) => location.name },
    { key: 'code', header: t('packages.locations.code'), cell: (location) => <span dir="ltr">{location.code}</span> },
    {
      key: 'used',
      header: t('packages.locations.used'),
      cell: (location) => `${format.number(location.used)} ${t(`packages.type.${pkg.type}`)}`,
    },
  ];
  if (editable)
    columns.push({
      key: 'remove',
      header: t('packages.locations.remove'),
      cell: (location) => (
        <Button
          appearance="subtle"
          icon={<DeleteRegular />}
          aria-label={`${t('packages.locations.remove')} ${location.name}`}
          disabled={update.isPending}
          onClick={() => remove(location.branch_id)}
        />
      ),
    });

  return (
    <section data-testid="package-locations" style={{ display: 'grid', gap: 8 }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', justifyContent: 'space-between' }}>
        <Text as="h2" size={500} weight="semibold">
          {t('packages.locations.title')}
        </Text>
        <Text>
          {t('packages.locations.count', {
            count: pkg.allowed_location_count,
            chosen: format.number(pkg.locations.length),
            n: format.number(pkg.allowed_location_count),
          })}
        </Text>
        {editable ? (
          <Button icon={<AddRegular />} onClick={() => setEditing(true)}>
            {t('packages.locations.add')}
          </Button>
        ) : null}
      </div>
      {error ? (
        <MessageBar intent="error">
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      ) : null}
      {pkg.locations.length === 0 ? (
        <Text>{t('packages.locations.none')}</Text>
      ) : (
        <div style={{ overflowX: 'auto' }}>
          <SimpleTable
            label={t('packages.locations.title')}
            className={styles.table}
            rows={pkg.locations}
            rowKey={(location) => location.branch_id}
            columns={columns}
          />
        </div>
      )}
      {editing ? <LocationsDialog pkg={pkg} onClose={() => setEditing(false)} /> : null}
    </section>
  );
}
