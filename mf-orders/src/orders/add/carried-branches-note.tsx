import { Link, MessageBar, MessageBarActions, MessageBarBody } from '@fluentui/react-components';
import type { Branch } from '@portal/shared/contract';
import { QUOTE_PATH, useOpen } from '../../common/package-links';
import { usePackageRule } from '../../common/package-rules';
import { useOrdersTranslation } from '../../i18n/use-orders-translation';

/**
 * What became of the branches chosen on /b2b/branches/select: an order is for one branch, so with several the
 * first is taken and the note offers a quotation for all of them instead (issue 28.7).
 */
export function CarriedBranchesNote({ ids, found }: { ids: readonly string[]; found: readonly Branch[] }) {
  const { t } = useOrdersTranslation();
  const can = usePackageRule();
  const open = useOpen();
  const first = found[0];
  if (!first) {
    return (
      <MessageBar intent="warning" data-testid="carried-branches">
        <MessageBarBody>{t('onDemand.carried.missing')}</MessageBarBody>
      </MessageBar>
    );
  }
  if (ids.length === 1) {
    return (
      <MessageBar intent="info" data-testid="carried-branches">
        <MessageBarBody>{t('onDemand.carried.one', { name: first.name })}</MessageBarBody>
      </MessageBar>
    );
  }
  const quote = `${QUOTE_PATH}?branches=${encodeURIComponent(ids.join(','))}`;
  return (
    <MessageBar intent="info" layout="multiline" data-testid="carried-branches">
      <MessageBarBody>{t('onDemand.carried.many', { name: first.name, count: ids.length })}</MessageBarBody>
      {can('quotationCreate') ? (
        <MessageBarActions>
          <Link href={quote} onClick={open(quote)}>
            {t('onDemand.carried.quote', { count: ids.length })}
          </Link>
        </MessageBarActions>
      ) : null}
    </MessageBar>
  );
}
