// The Chinese words of this machine's generated test paths and diagram (npm run report, scripts/report/).
export const labels = {
  name: '询价单列表',
  actors: {
    load: '加载询价单',
    remove: '删除询价单',
  }
};
