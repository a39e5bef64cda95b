// The Chinese words of this machine's generated test paths and diagram (npm run report, scripts/report/).
export const labels = {
  name: '部门表单',
  states: {
    saving: '保存中',
    saved: '已保存',
  },
  events: {
    SET_PARENT: '选择上级部门',
  },
  actors: {
    save: '保存部门',
  },
};
