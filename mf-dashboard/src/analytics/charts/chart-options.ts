import { dateTimeFormat, formatMoney, formatNumber, intlLocaleOf } from '@portal/shared';
import type { ChartOption } from '@portal/shared/echarts-view';

// ECharts options for the widgets, as plain data (no ECharts import: this module stays in the page's first chunk
// and is tested alone). Every option follows the reading direction (RTL: the month axis runs right to left, the value
// axis and the legend sit on the right) and the theme (text and grid lines from the Fluent tokens' palette).

export type { ChartOption };

type Language = 'ar' | 'en' | 'fr';

export type ChartLook = { language: Language; dark: boolean };

/** How values read in tooltips and on the value axis. */
export type ValueKind = 'count' | 'money';

const PALETTE = ['#c50f1f', '#0f6cbd', '#107c10', '#8764b8', '#ca5010', '#038387', '#986f0b', '#4f6bed'];

export function monthNames(language: Language): string[] {
  const format = dateTimeFormat(intlLocaleOf(language), { month: 'short', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, month) => format.format(new Date(Date.UTC(2026, month, 1))));
}

function formatValue(value: number, kind: ValueKind, language: Language): string {
  return kind === 'money' ? formatMoney(value, language) : formatNumber(value, language);
}

/** Shorter money on an axis: whole riyals, grouped per language. */
function axisValue(value: number, kind: ValueKind, language: Language): string {
  return kind === 'money' ? formatNumber(Math.round(value / 100), language) : formatNumber(value, language);
}

function base(look: ChartLook, kind: ValueKind) {
  const { language } = look;
  const rtl = language === 'ar';
  const text = look.dark ? '#d6d6d6' : '#424242';
  const line = look.dark ? '#3d3d3d' : '#e0e0e0';
  return {
    rtl,
    text,
    line,
    common: {
      color: PALETTE,
      backgroundColor: 'transparent',
      textStyle: { color: text, fontFamily: 'inherit' },
      animationDuration: 300,
    },
    legend: {
      top: 0,
      ...(rtl ? { right: 0 } : { left: 0 }),
      textStyle: { color: text },
      // Arabic legends read right to left: the colour mark goes after the text
      align: rtl ? 'right' : 'left',
    },
    grid: { top: 36, bottom: 8, left: 8, right: 8, containLabel: true },
    /** Every chart's tooltip: values in the widget's kind (money or count) and language. */
    tooltip: (trigger: 'axis' | 'item') => ({
      trigger,
      valueFormatter: (value: number) => formatValue(Number(value), kind, language),
    }),
    /** The value axis of the bar and line charts (whole riyals for money, whole numbers for counts). */
    valueAxis: {
      type: 'value',
      minInterval: kind === 'count' ? 1 : undefined,
      axisLabel: { color: text, formatter: (value: number) => axisValue(value, kind, language) },
      splitLine: { lineStyle: { color: line } },
    },
  };
}

export type Series = { name: string; values: number[] };

/** Bars (or lines) per month of the year; several series are stacked when `stack` is set. */
export function monthsOption(
  look: ChartLook,
  series: Series[],
  options: { kind: ValueKind; type?: 'bar' | 'line'; stack?: boolean },
): ChartOption {
  const b = base(look, options.kind);
  return {
    ...b.common,
    legend: { ...b.legend, show: series.length > 1 },
    grid: b.grid,
    tooltip: b.tooltip('axis'),
    xAxis: {
      type: 'category',
      data: monthNames(look.language),
      inverse: b.rtl,
      axisLabel: { color: b.text },
      axisLine: { lineStyle: { color: b.line } },
    },
    yAxis: { ...b.valueAxis, position: b.rtl ? 'right' : 'left' },
    series: series.map((s) => ({
      name: s.name,
      type: options.type ?? 'bar',
      data: s.values,
      stack: options.stack ? 'total' : undefined,
      smooth: options.type === 'line',
      barMaxWidth: 28,
    })),
  };
}

/** Horizontal bars, one per named item (services, branches): the longest bar first, reading from the start side. */
export function rankingOption(
  look: ChartLook,
  items: { name: string; value: number }[],
  options: { kind: ValueKind; seriesName: string },
): ChartOption {
  const b = base(look, options.kind);
  return {
    ...b.common,
    grid: { ...b.grid, top: 8 },
    tooltip: { ...b.tooltip('axis'), axisPointer: { type: 'shadow' } },
    xAxis: { ...b.valueAxis, inverse: b.rtl },
    yAxis: {
      type: 'category',
      // first item on top
      inverse: true,
      position: b.rtl ? 'right' : 'left',
      data: items.map((item) => item.name),
      axisLabel: { color: b.text, width: 120, overflow: 'truncate' },
      axisLine: { lineStyle: { color: b.line } },
    },
    series: [{ name: options.seriesName, type: 'bar', data: items.map((item) => item.value), barMaxWidth: 22 }],
  };
}

/** A donut of parts of a whole (completed vs not yet, categories). */
export function donutOption(
  look: ChartLook,
  parts: { name: string; value: number }[],
  options: { kind: ValueKind; seriesName: string },
): ChartOption {
  const b = base(look, options.kind);
  return {
    ...b.common,
    legend: { ...b.legend, type: 'scroll', bottom: 0, top: undefined },
    tooltip: b.tooltip('item'),
    series: [
      {
        name: options.seriesName,
        type: 'pie',
        radius: ['45%', '70%'],
        center: ['50%', '45%'],
        label: { show: false },
        itemStyle: { borderColor: look.dark ? '#292929' : '#ffffff', borderWidth: 2 },
        data: parts,
      },
    ],
  };
}
