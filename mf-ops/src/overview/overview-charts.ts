import { dateTimeFormat, formatMoney, formatNumber, intlLocaleOf } from '@portal/shared';
import type { ChartOption } from '@portal/shared/echarts-view';

// ECharts options of the overview, as plain data (no ECharts import: this module stays in the page's first chunk and
// is tested alone), following the reading direction and the theme like the company dashboard's charts.

export type { ChartOption };

type Language = 'ar' | 'en' | 'fr';
export type ChartLook = { language: Language; dark: boolean };

function colours(look: ChartLook) {
  return { text: look.dark ? '#d6d6d6' : '#424242', line: look.dark ? '#3d3d3d' : '#e0e0e0' };
}

/** "Sun 12" for a `YYYY-MM-DD` Riyadh day. */
function dayLabel(day: string, language: Language): string {
  return dateTimeFormat(intlLocaleOf(language), { weekday: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

/** The week's revenue: one bar per day, oldest first from the reading start (right in Arabic). */
export function revenueOption(
  look: ChartLook,
  days: { day: string; amount: number }[],
  seriesName: string,
): ChartOption {
  const { text, line } = colours(look);
  const rtl = look.language === 'ar';
  return {
    color: ['#0f6cbd'],
    backgroundColor: 'transparent',
    textStyle: { color: text, fontFamily: 'inherit' },
    animationDuration: 300,
    grid: { top: 16, bottom: 8, left: 8, right: 8, containLabel: true },
    tooltip: { trigger: 'axis', valueFormatter: (value: number) => formatMoney(Number(value), look.language) },
    xAxis: {
      type: 'category',
      data: days.map((d) => dayLabel(d.day, look.language)),
      inverse: rtl,
      axisLabel: { color: text },
      axisLine: { lineStyle: { color: line } },
    },
    yAxis: {
      type: 'value',
      position: rtl ? 'right' : 'left',
      axisLabel: { color: text, formatter: (value: number) => formatNumber(Math.round(value / 100), look.language) },
      splitLine: { lineStyle: { color: line } },
    },
    series: [{ name: seriesName, type: 'bar', data: days.map((d) => d.amount), barMaxWidth: 32 }],
  };
}

/** Today's orders: one horizontal bar per status, the largest on top. */
export function statusOption(
  look: ChartLook,
  items: { name: string; value: number }[],
  seriesName: string,
): ChartOption {
  const { text, line } = colours(look);
  const rtl = look.language === 'ar';
  return {
    color: ['#c50f1f'],
    backgroundColor: 'transparent',
    textStyle: { color: text, fontFamily: 'inherit' },
    animationDuration: 300,
    grid: { top: 8, bottom: 8, left: 8, right: 8, containLabel: true },
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'shadow' },
      valueFormatter: (value: number) => formatNumber(Number(value), look.language),
    },
    xAxis: {
      type: 'value',
      inverse: rtl,
      minInterval: 1,
      axisLabel: { color: text, formatter: (value: number) => formatNumber(value, look.language) },
      splitLine: { lineStyle: { color: line } },
    },
    yAxis: {
      type: 'category',
      inverse: true,
      position: rtl ? 'right' : 'left',
      data: items.map((item) => item.name),
      axisLabel: { color: text, width: 140, overflow: 'truncate' },
      axisLine: { lineStyle: { color: line } },
    },
    series: [{ name: seriesName, type: 'bar', data: items.map((item) => item.value), barMaxWidth: 22 }],
  };
}
