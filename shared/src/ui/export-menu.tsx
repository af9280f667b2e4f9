import { Button, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { notify } from '../feedback/notify';
import { downloadFile } from '../http/download-file';
import { useCommonTranslation } from '../i18n/typed-translation';

type Props = {
  /** The list's export endpoint, e.g. /company/branch/export. */
  path: string;
  /** File name without extension when the API sends none. */
  name: string;
  /** The list's current query: search, filters and sort apply, paging does not (every row is exported). */
  query: Record<string, unknown>;
};

/** Export of a table's current search, filters and sort as .xlsx or CSV. Render it only with the export rule. */
export function ExportMenu({ path, name, query }: Props) {
  const { t } = useCommonTranslation();
  const [busy, setBusy] = useState(false);
  const run = async (format: 'xlsx' | 'csv') => {
    const { page: _page, perPage: _perPage, ...filter } = query;
    setBusy(true);
    try {
      await downloadFile(path, { ...filter, format }, `${name}.${format}`);
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
