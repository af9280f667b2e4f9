import { describe, expect, it } from 'vitest';
import { donutOption, monthNames, monthsOption, rankingOption } from './chart-options';

type Axis = { inverse?: boolean; position?: string; axisLabel: { color: string; formatter?: (v: number) => string } };
type Tooltip = { valueFormatter: (v: number) => string };

const months = Array.from({ length: 12 }, (_, i) => i * 1000);

describe('chart options', () => {
  it('mirror in Arabic: months run right to left, the value axis and the legend sit on the right', () => {
    const ar = monthsOption(
      { language: 'ar', dark: false },
      [
        { name: 'a', values: months },
        { name: 'b', values: months },
      ],
      {
        kind: 'money',
        stack: true,
      },
    );
    const en = monthsOption({ language: 'en', dark: false }, [{ name: 'a', values: months }], { kind: 'count' });
    expect((ar.xAxis as Axis).inverse).toBe(true);
    expect((ar.yAxis as Axis).position).toBe('right');
    expect(ar.legend).toMatchObject({ right: 0, show: true });
    expect((en.xAxis as Axis).inverse).toBe(false);
    expect((en.yAxis as Axis).position).toBe('left');
    expect(en.legend).toMatchObject({ left: 0, show: false });
    const ranking = rankingOption({ language: 'ar', dark: false }, [{ name: 'x', value: 3 }], {
      kind: 'count',
      seriesName: 's',
    });
    expect((ranking.xAxis as Axis).inverse).toBe(true);
    expect((ranking.yAxis as Axis).position).toBe('right');
  });

  it('format SAR and numbers per language in tooltips and on axes', () => {
    const option = (language: 'ar' | 'en' | 'fr') =>
      monthsOption({ language, dark: false }, [{ name: 'a', values: months }], { kind: 'money' });
    const tip = (language: 'ar' | 'en' | 'fr') => (option(language).tooltip as Tooltip).valueFormatter(123_456);
    expect(tip('en').replace(/\s/g, ' ')).toBe('SAR 1,234.56');
    // Arabic shows Latin digits by default (one numeral system per page, issue 14.5); SAR is ر.س
    expect(tip('ar')).toMatch(/1,234\.56\sر\.س/);
    expect(tip('fr').replace(/\s/g, ' ')).toMatch(/1 234,56/);
    // axes show whole riyals
    expect((option('en').yAxis as Axis).axisLabel.formatter?.(250_000)).toBe('2,500');
    const count = donutOption({ language: 'ar', dark: false }, [{ name: 'x', value: 12 }], {
      kind: 'count',
      seriesName: 's',
    });
    expect((count.tooltip as Tooltip).valueFormatter(12)).toBe('12');
    expect(monthNames('en')[0]).toBe('Jan');
    expect(monthNames('ar')[0]).toBe('يناير');
  });

  it('follow the dark theme: light text and darker grid lines', () => {
    const dark = monthsOption({ language: 'en', dark: true }, [{ name: 'a', values: months }], { kind: 'count' });
    const light = monthsOption({ language: 'en', dark: false }, [{ name: 'a', values: months }], { kind: 'count' });
    expect((dark.xAxis as Axis).axisLabel.color).not.toBe((light.xAxis as Axis).axisLabel.color);
    expect(dark.textStyle).toEqual({ color: '#d6d6d6', fontFamily: 'inherit' });
  });
});
