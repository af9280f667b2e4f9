import { Button, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { notify } from '@portal/shared';
import { useState } from 'react';
import { useBranchesTranslation } from '../i18n/use-branches-translation';
import { downloadFile } from './download-file';

/** Export of the table's current search, filters and sort (every page), as .xlsx or CSV. */
export function BranchExportMenu({ query }: { query: Record<string, unknown> }) {
  const { t } = useBranchesTranslation();
  const [busy, setBusy] = useState(false);
  const run = async (format: 'xlsx' | 'csv') => {
    const { page: _page, perPage: _perPage, ...filter } = query;
    setBusy(true);
    try {
      await downloadFile('/company/branch/export', { ...filter, format }, `branches.${format}`);
    } catch {
      notify.error(t('export.failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <Button icon={<ArrowDownloadRegular />} disabled={busy}>
          {t('export.button')}
        </Button>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          <MenuItem onClick={() => run('xlsx')}>{t('export.xlsx')}</MenuItem>
          <MenuItem onClick={() => run('csv')}>{t('export.csv')}</MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
