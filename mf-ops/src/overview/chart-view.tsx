import { EChartsView } from '@portal/shared/echarts-view';
import { BarChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

// The console's only module that imports ECharts (bars only, tree-shaken echarts/core), loaded lazily by
// lazy-chart.tsx as on the company dashboard: the overview's figures paint first, the canvases follow.
echarts.use([BarChart, GridComponent, TooltipComponent, CanvasRenderer]);

export default EChartsView;
