// The 12-month chart of /distribution (issue 19): sales as bars and settled commission as a line
// on a second axis, drawn by ECharts with modular imports (bar, line, grid, tooltip, legend, aria;
// the SVG renderer: crisp at any zoom and stable in screenshots). A lazy chunk: nothing of ECharts
// is in the first load. The figure is described in words (role img + aria-label) and the same
// numbers are in the month table beside it.
import { useEffect, useRef } from 'react';
import { Box } from '@chakra-ui/react';
import { BarChart, LineChart } from 'echarts/charts';
import { AriaComponent, GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import type { MonthProfit } from '../../../../domain/distribution/distribution-views.ts';
import { distributionText as t } from '../text.ts';

echarts.use([BarChart, LineChart, GridComponent, TooltipComponent, LegendComponent, AriaComponent, SVGRenderer]);

const yuan = (fen: number) => Math.round(fen) / 100;

export default function ProfitChart({ months, label }: { months: readonly MonthProfit[]; label: string }) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!host.current) return;
    const chart = echarts.init(host.current, null, { renderer: 'svg' });
    chart.setOption({
      animation: false,
      aria: { enabled: false },
      color: ['#c53030', '#2b6cb0'],
      textStyle: { fontFamily: 'inherit' },
      legend: { top: 0, data: [t.chartSeries.sales, t.chartSeries.commission] },
      tooltip: { trigger: 'axis' },
      grid: { left: 64, right: 64, top: 40, bottom: 32 },
      xAxis: { type: 'category', data: months.map((m) => m.month) },
      yAxis: [
        { type: 'value', name: t.chartSeries.sales, nameTextStyle: { align: 'left' } },
        { type: 'value', name: t.chartSeries.commission, nameTextStyle: { align: 'right' }, splitLine: { show: false } },
      ],
      series: [
        { name: t.chartSeries.sales, type: 'bar', barMaxWidth: 28, data: months.map((m) => yuan(m.salesFen)) },
        { name: t.chartSeries.commission, type: 'line', yAxisIndex: 1, symbolSize: 6, data: months.map((m) => yuan(m.settledFen - m.clawbackFen)) },
      ],
    });
    const resize = () => chart.resize();
    window.addEventListener('resize', resize);
    return () => {
      window.removeEventListener('resize', resize);
      chart.dispose();
    };
  }, [months]);
  return <Box ref={host} role="img" aria-label={label} height="300px" width="100%" data-testid="profit-chart" />;
}
