import { BarChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import type { ChartOption } from './overview-charts';

// The console's only module that imports ECharts (bars only, tree-shaken echarts/core), loaded lazily by
// lazy-chart.tsx as on the company dashboard: the overview's figures paint first, the canvases follow.
echarts.use([BarChart, GridComponent, TooltipComponent, CanvasRenderer]);

export default function ChartView({ option, height, label }: { option: ChartOption; height: number; label: string }) {
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
