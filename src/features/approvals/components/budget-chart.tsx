// The bar chart of one budget on /company/budgets (issue 38): the spend of the last periods, the
// current one last, against the budget as a dashed line; ECharts with modular imports (bar, mark
// line, grid, tooltip; the SVG renderer: crisp at any zoom and stable in screenshots). A lazy chunk:
// nothing of ECharts is in the first load. The figure is described in words (role img +
// aria-label) and the current figures are in the table above it.
import { useEffect, useRef } from 'react';
import { Box } from '@chakra-ui/react';
import { BarChart } from 'echarts/charts';
import { GridComponent, MarkLineComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import type { BudgetRow } from '../../../../domain/approvals/approval-views.ts';
import { approvalsAdminText } from '../admin/text.ts';

echarts.use([BarChart, GridComponent, TooltipComponent, MarkLineComponent, SVGRenderer]);

const t = approvalsAdminText.budgets;
const yuan = (fen: number) => Math.round(fen) / 100;

export default function BudgetChart({ budget, label }: { budget: BudgetRow; label: string }) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!host.current) return;
    const chart = echarts.init(host.current, null, { renderer: 'svg' });
    const amount = yuan(budget.amountFen);
    chart.setOption({
      animation: false,
      aria: { enabled: false },
      textStyle: { fontFamily: 'inherit' },
      tooltip: { trigger: 'axis' },
      grid: { left: 72, right: 24, top: 24, bottom: 32 },
      xAxis: { type: 'category', data: budget.history.map((h) => h.label), axisLabel: { interval: 0, fontSize: 11 } },
      yAxis: { type: 'value', max: (v: { max: number }) => Math.max(v.max, amount) },
      series: [
        {
          name: t.seriesSpent,
          type: 'bar',
          barMaxWidth: 28,
          data: budget.history.map((h, i) => ({
            value: yuan(h.spentFen),
            itemStyle: { color: h.spentFen > budget.amountFen ? '#c53030' : i === budget.history.length - 1 ? '#2b6cb0' : '#90cdf4' },
          })),
          markLine: { symbol: 'none', silent: true, lineStyle: { color: '#dd6b20', type: 'dashed' }, label: { formatter: t.seriesBudget, color: '#9c4221' }, data: [{ yAxis: amount }] },
        },
      ],
    });
    const resize = () => chart.resize();
    window.addEventListener('resize', resize);
    return () => {
      window.removeEventListener('resize', resize);
      chart.dispose();
    };
  }, [budget]);
  return <Box ref={host} role="img" aria-label={label} height="220px" width="100%" data-testid="budget-chart" />;
}
