// The Chinese words of this machine's generated test paths and diagram (npm run report, scripts/report/).
export const labels = {
  name: '部门预算',
  states: {
    loading: '读取预算',
    failure: '读取失败',
    ready: '预算列表',
    viewing: '查看',
    editing: '编辑预算',
    confirming: '确认删除',
    saving: '保存中',
    deleting: '删除中',
  },
  events: {
    RETRY: '重试',
    NEW: '新建预算',
    EDIT_BUDGET: '编辑预算',
    SET_DEPARTMENT: '选择部门',
    SET_PERIOD: '选择周期',
    SET_MODE: '选择类型',
    EDIT_AMOUNT: '填写金额',
    SUBMIT: '保存',
    CLOSE: '关闭',
    DELETE: '删除',
    CONFIRM: '确认',
    CANCEL: '取消',
  },
  actors: {
    fetchPage: '读取预算和部门',
    saveBudget: '保存预算',
    deleteBudget: '删除预算',
  },
};
