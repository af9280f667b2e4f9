import { Link } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useHref, useLinkClickHandler } from 'react-router';

/** A Fluent link that navigates inside the portal without a page load. */
export function AppLink({ to, children }: { to: string; children: ReactNode }) {
  const href = useHref(to);
  const onClick = useLinkClickHandler(to);
  return (
    <Link href={href} onClick={onClick}>
      {children}
    </Link>
  );
}
