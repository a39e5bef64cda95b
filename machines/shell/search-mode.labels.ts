// The Chinese words of this machine's generated test paths and diagram (npm run report, scripts/report/).
export const labels = {
  name: '搜索框',
  states: {
    debouncing: '输入停顿中',
    suggesting: '取联想词',
    open: '联想列表打开',
  },
  events: {
    SYNC: '同步地址栏的关键词',
    INPUT: '输入「{text}」',
    CLOSE: '关闭联想',
    NEXT: '按 ↓',
    PREV: '按 ↑',
    CHOOSE: '选择一个联想词',
    SUBMIT: '点「搜索」',
  },
  actors: {
    suggestions: '取联想词',
  }
};
