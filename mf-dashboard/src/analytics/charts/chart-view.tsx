import { EChartsView } from '@portal/shared/echarts-view';
import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

// The only module that imports ECharts: just the chart types and components the widgets use (tree-shaken
// echarts/core), loaded lazily by lazy-chart.tsx so the page's first paint never waits for it.
echarts.use([BarChart, LineChart, PieChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

export default EChartsView;
