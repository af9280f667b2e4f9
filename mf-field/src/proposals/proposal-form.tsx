import {
  Button,
  Field,
  makeStyles,
  Radio,
  RadioGroup,
  Select,
  Text,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { AddRegular, DeleteRegular, SubtractRegular } from '@fluentui/react-icons';
import { notify, useLocalizedName } from '@portal/shared';
import type { OrderProposalKind, ProviderVisit } from '@portal/shared/contract';
import { useState } from 'react';
import { useFieldTranslation } from '../i18n/use-field-translation';
import { usePropose } from '../visits/visit-queries';
import { useCatalogServices } from './proposal-queries';

const useStyles = makeStyles({
  form: { display: 'grid', gap: '12px' },
  lines: { display: 'grid', gap: '8px', margin: 0, padding: 0, listStyle: 'none' },
  line: {
    display: 'grid',
    gridTemplateColumns: '1fr auto',
    gap: '8px',
    alignItems: 'center',
    paddingBlock: '4px',
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  // A thumb's stepper: 44 px buttons around the quantity.
  stepper: { display: 'flex', alignItems: 'center', gap: '4px' },
  quantity: { minWidth: '32px', textAlign: 'center', fontVariantNumeric: 'tabular-nums' },
  buttons: { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '10px' },
});

type Line = { service_id: string; name: ProviderVisit['services'][number]['name']; quantity: number };
type FieldKind = Exclude<OrderProposalKind, 'visit_change'>;

/**
 * The services the job really needs, as the technician found them on site: change quantities, remove or add a
 * service, say why; sent as service changes or as a visit quotation. The API reprices it and the company answers.
 */
export function ProposalForm({ visit, onDone }: { visit: ProviderVisit; onDone: () => void }) {
  const styles = useStyles();
  const { t } = useFieldTranslation();
  const name = useLocalizedName();
  const catalog = useCatalogServices(true);
  const propose = usePropose(visit.id);
  const [kind, setKind] = useState<FieldKind>('service_change');
  const [note, setNote] = useState('');
  const [lines, setLines] = useState<Line[]>(() =>
    visit.services.map((service) => ({
      service_id: service.service_id,
      name: service.name,
      quantity: service.quantity,
    })),
  );
  const bounds = (id: string) => catalog.data?.find((service) => service.id === id);
  const change = (id: string, by: number) =>
    setLines((all) =>
      all.map((line) => {
        if (line.service_id !== id) return line;
        const limits = bounds(id);
        const quantity = Math.min(limits?.max_quantity ?? 999, Math.max(limits?.min_quantity ?? 1, line.quantity + by));
        return { ...line, quantity };
      }),
    );
  const addable = (catalog.data ?? []).filter((service) => !lines.some((line) => line.service_id === service.id));
  const unchanged =
    lines.length === visit.services.length &&
    lines.every((line) =>
      visit.services.some((service) => service.service_id === line.service_id && service.quantity === line.quantity),
    );

  const send = () =>
    propose.mutate(
      {
        body: {
          kind,
          services: lines.map(({ service_id, quantity }) => ({ service_id, quantity, products: [] })),
          note: note.trim() || undefined,
        },
        services: lines.map(({ service_id, name, quantity }) => ({ service_id, name, quantity })),
      },
      {
        onSuccess: (result) => {
          notify.success(t(result.sent ? 'proposals.submitted' : 'offline.queued'));
          onDone();
        },
      },
    );

  return (
    <div className={styles.form} data-testid="proposal-form">
      <RadioGroup
        value={kind}
        onChange={(_, data) => setKind(data.value as FieldKind)}
        aria-label={t('proposals.kindLabel')}
      >
        <Radio value="service_change" label={t('proposals.kind.service_change')} />
        <Radio value="visit_quotation" label={t('proposals.kind.visit_quotation')} />
      </RadioGroup>
      <ul className={styles.lines} aria-label={t('visit.services')}>
        {lines.map((line) => (
          <li key={line.service_id} className={styles.line} data-testid="proposal-line">
            <Text>{name(line.name)}</Text>
            <div className={styles.stepper}>
              <Button
                size="large"
                icon={lines.length > 1 && line.quantity <= 1 ? <DeleteRegular /> : <SubtractRegular />}
                aria-label={t('proposals.oneLess', { name: name(line.name) })}
                onClick={() =>
                  lines.length > 1 && line.quantity <= 1
                    ? setLines((all) => all.filter((other) => other.service_id !== line.service_id))
                    : change(line.service_id, -1)
                }
              />
              <Text className={styles.quantity} data-testid="proposal-quantity">
                {line.quantity}
              </Text>
              <Button
                size="large"
                icon={<AddRegular />}
                aria-label={t('proposals.oneMore', { name: name(line.name) })}
                onClick={() => change(line.service_id, 1)}
              />
            </div>
          </li>
        ))}
      </ul>
      {addable.length > 0 ? (
        <Field label={t('proposals.add')}>
          <Select
            value=""
            onChange={(_, data) => {
              const service = addable.find((one) => one.id === data.value);
              if (service) {
                setLines((all) => [
                  ...all,
                  { service_id: service.id, name: service.name, quantity: Math.max(1, service.min_quantity) },
                ]);
              }
            }}
          >
            <option value="">{t('proposals.choose')}</option>
            {addable.map((service) => (
              <option key={service.id} value={service.id}>
                {name(service.name)}
              </option>
            ))}
          </Select>
        </Field>
      ) : null}
      <Field label={t('proposals.note')}>
        <Textarea value={note} maxLength={1000} onChange={(_, data) => setNote(data.value)} />
      </Field>
      <div className={styles.buttons}>
        <Button size="large" onClick={onDone}>
          {t('proposals.cancel')}
        </Button>
        <Button
          size="large"
          appearance="primary"
          disabled={propose.isPending || (kind === 'service_change' && unchanged)}
          onClick={send}
        >
          {t('proposals.send')}
        </Button>
      </div>
    </div>
  );
}
