import { Combobox, Field, makeStyles, Option, Spinner } from '@fluentui/react-components';
import type { ListResult } from '@portal/contract';
import { keepPreviousData, type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../i18n/contract-messages';

/** One page of matches: enough to choose from, small enough to answer fast however large the list (issue 25.6). */
export const PICKER_PAGE_SIZE = 20;
/** Typing pauses this long before the list endpoint is asked. */
const PICKER_DEBOUNCE_MS = 300;

/** The picker's ask: `q` is the typed text (trimmed; '' for the first page), always `perPage: PICKER_PAGE_SIZE`. */
export type PickerSearch = { q?: string; perPage: typeof PICKER_PAGE_SIZE };

type Props<T, TKey extends QueryKey> = {
  label: string;
  /** The list endpoint's query options for a search (a contains-search on `q`). */
  search: (query: PickerSearch) => UseQueryOptions<ListResult<T>, Error, ListResult<T>, TKey>;
  itemKey: (item: T) => string;
  itemLabel: (item: T) => string;
  /** The chosen item's id ('' or null: none). */
  value: string | null;
  /** Its label when it may not be among the matches (an edit form's saved value, a filter read from the URL). */
  valueLabel?: string;
  onChange: (item: T | null) => void;
  /** The ability the endpoint needs; without it nothing is asked (the UI never calls what the role forbids). */
  enabled?: boolean;
  /** A first option that clears the choice (a filter's "All branches"). */
  clearLabel?: string;
  placeholder?: string;
  required?: boolean;
  disabled?: boolean;
  /** A contract message key or text under the field. */
  error?: string;
  hint?: string;
  testId?: string;
};

const CLEAR = '';

const useStyles = makeStyles({
  // Full width of its column, also at 390 px; the popup scrolls rather than running off a phone's screen.
  combobox: { minWidth: 0, width: '100%' },
  listbox: { maxHeight: '320px' },
});

/**
 * Search-as-you-type choice from a list endpoint (issue 25.6, replacing pickers that loaded `perPage: 100` and so
 * never offered the 101st branch): typing asks the endpoint for the first page of contains-matches; when more
 * match than one page holds, the list says so and asks to type on. Keyboard and screen readers get Fluent's
 * combobox (arrows, Enter, Escape; the match count is announced), and it follows the page's direction.
 */
export function SearchPicker<T, TKey extends QueryKey>(props: Props<T, TKey>) {
  const { t } = useTranslation('common');
  const styles = useStyles();
  const { value, itemKey, itemLabel, onChange, enabled = true } = props;
  const [text, setText] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  // The label of what was chosen here: back on the first page it may no longer be among the matches.
  const [picked, setPicked] = useState<{ key: string; label: string } | null>(null);
  const typed = (text ?? '').trim();
  const [q, setQ] = useState('');
  // Debounced: one request per pause in typing, not per keystroke.
  useEffect(() => {
    if (typed === q) return;
    const timer = setTimeout(() => setQ(typed), PICKER_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed, q]);
  const list = useQuery({
    ...props.search(q ? { q, perPage: PICKER_PAGE_SIZE } : { perPage: PICKER_PAGE_SIZE }),
    enabled: enabled && (open || Boolean(value)),
    placeholderData: keepPreviousData,
  });
  const items = list.data?.items ?? [];
  const chosen = value ? items.find((item) => itemKey(item) === value) : undefined;
  const remembered = picked?.key === value ? picked.label : undefined;
  const chosenLabel = chosen
    ? itemLabel(chosen)
    : value
      ? (remembered ?? props.valueLabel ?? '')
      : (props.clearLabel ?? '');
  const total = list.data?.total ?? 0;
  const waiting = list.isFetching || typed !== q;
  const status = waiting
    ? t('picker.loading')
    : items.length === 0
      ? t('picker.noResults')
      : total > items.length
        ? t('picker.typeToNarrow', { shown: items.length, total })
        : t('picker.count', { count: total });

  return (
    <Field
      label={props.label}
      required={props.required}
      hint={props.hint}
      validationState={props.error ? 'error' : undefined}
      validationMessage={translateMessage(props.error)}
    >
      <Combobox
        className={styles.combobox}
        listbox={{ className: styles.listbox }}
        data-testid={props.testId}
        placeholder={props.placeholder}
        disabled={props.disabled || !enabled}
        // While typing the box shows the text; otherwise the chosen item's label.
        value={text ?? chosenLabel}
        selectedOptions={value ? [value] : props.clearLabel ? [CLEAR] : []}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
        }}
        onOpenChange={(_e, data) => {
          setOpen(data.open);
          if (!data.open) setText(null);
        }}
        onOptionSelect={(_e, data) => {
          setText(null);
          if (data.optionValue === CLEAR) return onChange(null);
          const item = items.find((candidate) => itemKey(candidate) === data.optionValue);
          if (!item) return;
          setPicked({ key: itemKey(item), label: itemLabel(item) });
          onChange(item);
        }}
      >
        {props.clearLabel ? (
          <Option value={CLEAR} text={props.clearLabel}>
            {props.clearLabel}
          </Option>
        ) : null}
        {items.map((item) => (
          <Option key={itemKey(item)} value={itemKey(item)} text={itemLabel(item)}>
            {itemLabel(item)}
          </Option>
        ))}
        {/* The state of the search, last in the list and never selectable. */}
        <Option disabled value="__status" text={status} data-testid="picker-status">
          {waiting ? <Spinner size="extra-tiny" label={status} labelPosition="after" /> : status}
        </Option>
      </Combobox>
      {/* Announced to screen readers as the matches change. */}
      <span role="status" aria-live="polite" style={VISUALLY_HIDDEN}>
        {open ? status : ''}
      </span>
    </Field>
  );
}

const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
