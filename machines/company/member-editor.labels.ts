// The Chinese words of this machine's generated test paths and diagram (npm run report, scripts/report/).
export const labels = {
  name: '成员编辑',
  states: {
    saving: '保存中',
    confirmingRemove: '确认移出',
    removing: '移出中',
    closed: '已关闭',
  },
  events: {
    SET_ROLE: '选择角色',
    SET_DEPARTMENT: '选择部门',
    SET_STATUS: '选择状态',
    SAVE: '保存',
    REMOVE: '移出企业',
    CONFIRM: '确认',
    CANCEL: '取消',
  },
  actors: {
    update: '保存成员',
    remove: '移出成员',
  },
};
