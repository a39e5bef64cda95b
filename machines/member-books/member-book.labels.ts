// The Chinese words of this machine's generated test paths and diagram (npm run report, scripts/report/).
export const labels = {
  name: '地址簿/发票簿',
  states: {
    changing: '修改中',
  },
  events: {
    ADD: '点「新增」',
    SET_DEFAULT: '设为默认',
    CLOSE: '关闭表单',
    SAVED: '表单已保存',
  },
  actors: {
    list: '加载列表',
    change: '修改',
  }
};
