import {
  Button,
  MessageBar,
  MessageBarBody,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
} from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import { isApiError, notify } from '@portal/shared';
import type { CompanyPackage } from '@portal/shared/contract';
import { useState } from 'react';
import { usePackageRule } from '../../common/package-rules';
import { useQuotationFormat } from '../../common/quotation-format';
import { useOrdersTranslation } from '../../i18n/use-orders-translation';
import { useUpdateLocations } from '../package-queries';
import { LocationsDialog } from './locations-dialog';

/** The package's locations with what each used (spec §2 "package preview with locations"); add/remove by rule. */
export function PackageLocations({ pkg }: { pkg: CompanyPackage }) {
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
          <Table aria-label={t('packages.locations.title')} style={{ minWidth: 360 }}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{t('packages.locations.branch')}</TableHeaderCell>
                <TableHeaderCell>{t('packages.locations.code')}</TableHeaderCell>
                <TableHeaderCell>{t('packages.locations.used')}</TableHeaderCell>
                {editable ? <TableHeaderCell>{t('packages.locations.remove')}</TableHeaderCell> : null}
              </TableRow>
            </TableHeader>
            <TableBody>
              {pkg.locations.map((location) => (
                <TableRow key={location.branch_id}>
                  <TableCell>{location.name}</TableCell>
                  <TableCell dir="ltr">{location.code}</TableCell>
                  <TableCell>
                    {format.number(location.used)} {t(`packages.type.${pkg.type}`)}
                  </TableCell>
                  {editable ? (
                    <TableCell>
                      <Button
                        appearance="subtle"
                        icon={<DeleteRegular />}
                        aria-label={`${t('packages.locations.remove')} ${location.name}`}
                        disabled={update.isPending}
                        onClick={() => remove(location.branch_id)}
                      />
                    </TableCell>
                  ) : null}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
      {editing ? <LocationsDialog pkg={pkg} onClose={() => setEditing(false)} /> : null}
    </section>
  );
}
