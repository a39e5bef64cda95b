// The 工作台's 30-day chart: daily sales as bars and the order count as a line on a second axis,
// drawn by ECharts with modular imports like the distribution page (bar, line, grid, tooltip,
// legend; the SVG renderer). A lazy chunk of the dashboard, loaded only for report.view: nothing of
// ECharts is in the storefront or in the console's first load. The figure is described in words
// (role img + aria-label); the same numbers are in the 按日明细 table below it.
import { useEffect, useRef } from 'react';
import { Box } from '@chakra-ui/react';
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import type { DayFigures } from '../../../../domain/staff/dashboard-payloads.ts';
import { dashboardText } from './text.ts';

echarts.use([BarChart, LineChart, GridComponent, TooltipComponent, LegendComponent, SVGRenderer]);

const t = dashboardText.report;
const yuan = (fen: number) => Math.round(fen) / 100;

export default function SalesChart({ days, label }: { days: readonly DayFigures[]; label: string }) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!host.current) return;
    const chart = echarts.init(host.current, null, { renderer: 'svg' });
    chart.setOption({
      animation: false,
      aria: { enabled: false },
      color: ['#c53030', '#2b6cb0'],
      textStyle: { fontFamily: 'inherit' },
      legend: { top: 0, data: [t.chartSeries.sales, t.chartSeries.orders] },
      tooltip: { trigger: 'axis' },
      grid: { left: 72, right: 56, top: 40, bottom: 32 },
      xAxis: { type: 'category', data: days.map((d) => d.date.slice(5)) },
      yAxis: [
        { type: 'value', name: t.chartSeries.sales, nameTextStyle: { align: 'left' } },
        { type: 'value', name: t.chartSeries.orders, nameTextStyle: { align: 'right' }, minInterval: 1, splitLine: { show: false } },
      ],
      series: [
        { name: t.chartSeries.sales, type: 'bar', barMaxWidth: 18, data: days.map((d) => yuan(d.salesFen)) },
        { name: t.chartSeries.orders, type: 'line', yAxisIndex: 1, symbolSize: 5, data: days.map((d) => d.orderCount) },
      ],
    });
    const resize = () => chart.resize();
    window.addEventListener('resize', resize);
    return () => {
      window.removeEventListener('resize', resize);
      chart.dispose();
    };
  }, [days]);
  return <Box ref={host} role="img" aria-label={label} height="300px" width="100%" data-testid="sales-chart" />;
}
