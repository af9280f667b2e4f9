import { Button, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger, makeStyles } from '@fluentui/react-components';
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

// Issue 28.6: beside a search box on a 390 px phone the button was squeezed until "Export" wrapped under its icon.
const useStyles = makeStyles({ button: { whiteSpace: 'nowrap', flexShrink: 0 } });

/** Export of a table's current search, filters and sort as .xlsx or CSV. Render it only with the export rule. */
export function ExportMenu({ path, name, query }: Props) {
  const { t } = useCommonTranslation();
  const styles = useStyles();
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
        <Button className={styles.button} icon={<ArrowDownloadRegular />} disabled={busy} data-testid="export-button">
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
