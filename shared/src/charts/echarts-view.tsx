import * as echarts from 'echarts/core';
import ReactEChartsCore from 'echarts-for-react/esm/core';

// The canvas a remote's chart module renders (mf-dashboard's widgets, mf-ops's overview). Not a shared singleton:
// each remote bundles it into its own lazily loaded chart chunk, beside the `echarts.use([...])` of just the chart
// types it draws, so no first paint waits for ECharts.

/** An ECharts option object, built by the remote's chart options (series, axes, colours of the theme). */
export type ChartOption = Record<string, unknown>;

type EChartsViewProps = { option: ChartOption; height: number; label: string };

/** One chart: an image named by `label` for screen readers, drawn on a canvas as wide as its frame. */
export function EChartsView({ option, height, label }: EChartsViewProps) {
  return (
    <div role="img" aria-label={label}>
      <ReactEChartsCore
        echarts={echarts}
        option={option}
        notMerge
        style={{ height, width: '100%' }}
        opts={{ renderer: 'canvas' }}
      />
    </div>
  );
}
