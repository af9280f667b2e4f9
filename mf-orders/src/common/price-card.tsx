import { Card, CardHeader, Text, tokens } from '@fluentui/react-components';
import { useLocalizedName } from '@portal/shared';
import type { Service } from '@portal/shared/contract';
import { type ComponentProps, useMemo } from 'react';
import { PriceBreakdownView } from './price-breakdown';

type BreakdownProps = ComponentProps<typeof PriceBreakdownView>;

/**
 * A titled card with a live price, its lines named from the catalog in the reader's language; `incomplete` says
 * what is missing while there is no price yet. The order form and the quotation wizard show their price in it.
 */
export function PriceCard({
  title,
  testId,
  className,
  price,
  services,
  order,
  incomplete,
}: {
  title: string;
  testId: string;
  className: string;
  price: BreakdownProps['price'] | null;
  services: readonly Service[];
  order?: BreakdownProps['order'];
  incomplete: string;
}) {
  const local = useLocalizedName();
  const byId = useMemo(() => new Map(services.map((service) => [service.id, service])), [services]);
  return (
    <Card className={className} data-testid={testId}>
      <CardHeader
        header={
          <Text weight="semibold" size={400}>
            {title}
          </Text>
        }
      />
      {price ? (
        <PriceBreakdownView
          price={price}
          serviceName={(id) => local(byId.get(id)?.name)}
          productName={(serviceId, productId) =>
            local(byId.get(serviceId)?.products.find((product) => product.id === productId)?.name)
          }
          {...(order ? { order } : {})}
        />
      ) : (
        <Text style={{ color: tokens.colorNeutralForeground3 }}>{incomplete}</Text>
      )}
    </Card>
  );
}
