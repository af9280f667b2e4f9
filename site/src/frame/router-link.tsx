import { Button, type ButtonProps, Link } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useHref, useLinkClickHandler } from 'react-router';

/** A Fluent link that navigates inside the portal without reloading the page. */
export function RouterLink({
  to,
  children,
  className,
  current,
}: {
  to: string;
  children: ReactNode;
  className?: string;
  /** Marks the link to the page being shown, for screen readers. */
  current?: boolean;
}) {
  const href = useHref(to);
  const onClick = useLinkClickHandler<HTMLAnchorElement>(to);
  return (
    <Link href={href} onClick={onClick} className={className} aria-current={current ? 'page' : undefined}>
      {children}
    </Link>
  );
}

type RouterButtonProps = {
  to: string;
  children: ReactNode;
  appearance?: ButtonProps['appearance'];
  icon?: ButtonProps['icon'];
  size?: ButtonProps['size'];
};

/** A call to action that looks like a button but is a real link (middle-click, copy link address work). */
export function RouterButton({ to, children, appearance, icon, size }: RouterButtonProps) {
  const href = useHref(to);
  const onClick = useLinkClickHandler<HTMLAnchorElement>(to);
  return (
    <Button as="a" href={href} onClick={onClick} appearance={appearance} icon={icon} size={size}>
      {children}
    </Button>
  );
}
