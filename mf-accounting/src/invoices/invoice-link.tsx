import { Link } from '@fluentui/react-components';
import { Reference } from '@portal/shared';
import { useNavigate } from '@portal/shared/router';

/** An invoice's (or credit note's) code linking to its page, without reloading the shell. */
export function InvoiceLink({ id, code }: { id: string; code: string }) {
  const navigate = useNavigate();
  return (
    <Link
      href={`/b2b/invoices/${id}`}
      dir="ltr"
      onClick={(event) => {
        event.preventDefault();
        navigate(`/b2b/invoices/${id}`);
      }}
    >
      <Reference>{code}</Reference>
    </Link>
  );
}
