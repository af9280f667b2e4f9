import { Button, Link, MessageBar, MessageBarActions, MessageBarBody, makeStyles } from '@fluentui/react-components';
import { ArrowLeftRegular, ArrowRightRegular } from '@fluentui/react-icons';
import { directionOf, EmptyState, isApiError, useCommonTranslation, useCurrentLanguage } from '@portal/shared';
import type { ReactNode } from 'react';
import { useOpen } from './package-links';

// The parts the detail pages of orders, packages and quotations share: the way back, the layout, the load error.

export const useDetailStyles = makeStyles({
  page: { display: 'grid', gap: '16px', gridTemplateColumns: 'minmax(0, 1fr)' },
  columns: { display: 'grid', gap: '16px', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 360px), 1fr))' },
});

/** The header's button back to the list; its arrow follows the reading direction. */
export function BackButton({ to, children }: { to: string; children: ReactNode }) {
  const open = useOpen();
  const rtl = directionOf(useCurrentLanguage()) === 'rtl';
  return (
    <Button
      as="a"
      appearance="subtle"
      href={to}
      onClick={open(to)}
      icon={rtl ? <ArrowRightRegular /> : <ArrowLeftRegular />}
    >
      {children}
    </Button>
  );
}

/** A plain link back (the href stays for a new tab). */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  const open = useOpen();
  return (
    <Link href={to} onClick={open(to)}>
      {children}
    </Link>
  );
}

/** The page's thing did not load: not found says so; any other failure says it failed, with a retry if given. */
export function LoadError({
  error,
  notFoundHint,
  failed,
  retry,
}: {
  error: unknown;
  notFoundHint: string;
  failed: string;
  retry?: { label: string; run: () => void };
}) {
  const common = useCommonTranslation();
  if (isApiError(error) && error.kind === 'not-found') {
    return <EmptyState title={common.t('errors.notFoundTitle')} body={notFoundHint} />;
  }
  return (
    <MessageBar intent="error">
      <MessageBarBody>{failed}</MessageBarBody>
      {retry ? (
        <MessageBarActions>
          <Button onClick={retry.run}>{retry.label}</Button>
        </MessageBarActions>
      ) : null}
    </MessageBar>
  );
}
