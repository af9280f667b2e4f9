import { Button } from '@fluentui/react-components';
import { EmptyState } from '@portal/shared';

/** An empty widget that says what to do and links to the page where it is done (orders, branches). */
export function EmptyWithLink({
  title,
  body,
  href,
  label,
}: {
  title: string;
  body: string;
  href: string;
  label: string;
}) {
  return (
    <EmptyState
      title={title}
      body={body}
      action={
        <Button as="a" href={href} appearance="primary">
          {label}
        </Button>
      }
    />
  );
}
