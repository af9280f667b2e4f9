import { Button, Checkbox, Input, makeStyles, tokens } from '@fluentui/react-components';
import { notify, useLocalizedName } from '@portal/shared';
import type { OrderChecklistItem } from '@portal/shared/contract';
import { useState } from 'react';
import { useFieldTranslation } from '../i18n/use-field-translation';
import { useSaveChecklist } from '../visits/visit-queries';

const useStyles = makeStyles({
  section: { display: 'grid', gap: '10px' },
  item: {
    display: 'grid',
    gap: '4px',
    paddingBlock: '6px',
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
});

type Draft = { done: boolean; note: string };

/** Every item of the order's services plus the standard items, each ticked with an optional note, saved at once. */
export function ChecklistSection({ orderId, items }: { orderId: string; items: readonly OrderChecklistItem[] }) {
  const styles = useStyles();
  const { t } = useFieldTranslation();
  const name = useLocalizedName();
  const save = useSaveChecklist(orderId);
  const [drafts, setDrafts] = useState<Record<string, Draft>>({});
  const draftOf = (item: OrderChecklistItem): Draft => drafts[item.key] ?? { done: item.done, note: item.note ?? '' };
  const change = (item: OrderChecklistItem, patch: Partial<Draft>) =>
    setDrafts((all) => ({ ...all, [item.key]: { ...draftOf(item), ...patch } }));
  const standard = {
    work_tested: t('checklist.standard.work_tested'),
    area_cleaned: t('checklist.standard.area_cleaned'),
    client_walkthrough: t('checklist.standard.client_walkthrough'),
  } as Record<string, string>;
  const labelOf = (item: OrderChecklistItem) =>
    item.kind === 'service' ? name(item.name) : (standard[item.key] ?? item.key);

  const submit = () =>
    save.mutate(
      {
        items: items.map((item) => ({
          key: item.key,
          done: draftOf(item).done,
          note: draftOf(item).note.trim() || null,
        })),
      },
      {
        onSuccess: (result) => {
          setDrafts({});
          notify.success(t(result.sent ? 'checklist.saved' : 'offline.queued'));
        },
      },
    );

  return (
    <section className={styles.section} aria-labelledby="field-checklist">
      <h2 id="field-checklist">{t('checklist.title')}</h2>
      {items.map((item) => (
        <div key={item.key} className={styles.item} data-testid="checklist-item">
          <Checkbox
            size="large"
            label={labelOf(item)}
            checked={draftOf(item).done}
            onChange={(_, data) => change(item, { done: data.checked === true })}
          />
          <Input
            aria-label={`${t('checklist.note')}: ${labelOf(item)}`}
            placeholder={t('checklist.note')}
            value={draftOf(item).note}
            maxLength={500}
            onChange={(_, data) => change(item, { note: data.value })}
          />
        </div>
      ))}
      <Button size="large" appearance="primary" disabled={save.isPending} onClick={submit}>
        {t('checklist.save')}
      </Button>
    </section>
  );
}
