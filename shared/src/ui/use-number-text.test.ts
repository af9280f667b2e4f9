// @vitest-environment jsdom
import type { InputOnChangeData } from '@fluentui/react-components';
import { act, renderHook } from '@testing-library/react';
import type { ChangeEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useNumberText } from './use-number-text';

type Hook = ReturnType<typeof useNumberText>;
const type = (hook: { current: Hook }, text: string) =>
  act(() =>
    hook.current.inputProps.onChange?.({} as ChangeEvent<HTMLInputElement>, { value: text } as InputOnChangeData),
  );

describe('useNumberText (spec §5)', () => {
  it('keeps the text as typed and gives the form the number it stands for, NaN when it is none', () => {
    const onChange = vi.fn();
    const { result } = renderHook(() => useNumberText(null, onChange, { min: 0, max: 200, integer: true }));
    type(result, '2.5');
    expect(result.current.inputProps.value).toBe('2.5');
    expect(result.current.error).toBe('validation.integer');
    expect(onChange).toHaveBeenLastCalledWith(2.5);
    type(result, '1e5');
    expect(result.current.inputProps.value).toBe('1e5');
    expect(result.current.error).toBe('validation.number');
    expect(onChange).toHaveBeenLastCalledWith(Number.NaN);
    type(result, '٣');
    expect(result.current.error).toBeNull();
    expect(onChange).toHaveBeenLastCalledWith(3);
    type(result, '');
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('follows an outside value (a reset, a prefill) but not the echo of its own typing', () => {
    const { result, rerender } = renderHook(({ value }) => useNumberText(value, () => {}, { integer: false }), {
      initialProps: { value: 4 as number | null },
    });
    expect(result.current.inputProps.value).toBe('4');
    type(result, '3,5');
    rerender({ value: 3.5 });
    expect(result.current.inputProps.value).toBe('3,5');
    type(result, 'abc');
    rerender({ value: Number.NaN });
    expect(result.current.inputProps.value).toBe('abc');
    rerender({ value: null });
    expect(result.current.inputProps.value).toBe('');
  });
});
