import { Link, makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { http, notify, openFile } from '@portal/shared';
import type { Receipt } from '@portal/shared/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useOpsTranslation } from '../i18n/use-ops-translation';

const useStyles = makeStyles({
  frame: { display: 'grid', gap: '6px', justifyItems: 'start' },
  image: {
    maxWidth: '100%',
    maxHeight: '320px',
    objectFit: 'contain',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
});

/** The receipt file (served to ops only, with the session's token): fetched once as a blob. */
function useReceiptBlob(url: string, enabled: boolean) {
  return useQuery({
    queryKey: ['ops', 'receipt', url],
    queryFn: async () => (await http.get<Blob>(url.replace(/^\/api\/v1/, ''), { responseType: 'blob' })).data,
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Opens the receipt in a new tab (a PDF or an image), from a list row or card. */
export function ReceiptLink({ receipt }: { receipt: Receipt }) {
  const { t } = useOpsTranslation();
  return (
    <Link
      as="button"
      type="button"
      aria-label={t('transfers.openReceipt', { name: receipt.original_name })}
      onClick={() => openFile(receipt.url).catch(() => notify.error(t('common.loadFailed')))}
    >
      {t('transfers.receipt')}
    </Link>
  );
}

/** The receipt beside the amount and the company in the decision dialog: an image shown, a PDF one click away. */
export function ReceiptPreview({ receipt }: { receipt: Receipt }) {
  const styles = useStyles();
  const { t } = useOpsTranslation();
  const image = receipt.mime !== 'application/pdf';
  const blob = useReceiptBlob(receipt.url, image);
  const src = useMemo(() => (blob.data ? URL.createObjectURL(blob.data) : null), [blob.data]);
  useEffect(() => () => (src ? URL.revokeObjectURL(src) : undefined), [src]);
  return (
    <div className={styles.frame}>
      {image ? (
        src ? (
          <img className={styles.image} src={src} alt={t('transfers.receiptImage')} data-testid="receipt-image" />
        ) : blob.isError ? null : (
          <Spinner size="tiny" />
        )
      ) : null}
      <ReceiptLink receipt={receipt} />
      <span dir="ltr">{receipt.original_name}</span>
    </div>
  );
}
