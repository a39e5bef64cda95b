// The Chinese words of this machine's generated test paths and diagram (npm run report, scripts/report/).
export const labels = {
  name: '员工账号',
  states: {
    loading: '加载中',
    failed: '加载失败',
    list: '账号列表',
    adding: '填写新账号',
    saving: '保存中',
    changingRole: '修改角色中',
    confirmingDisable: '确认停用',
    disabling: '停用中',
  },
  events: {
    RETRY: '重试',
    ADD: '新增账号',
    EDIT: '填写',
    SUBMIT: '保存',
    CANCEL: '取消',
    SET_ROLE: '选择新角色',
    DISABLE: '停用',
    CONFIRM: '确认停用',
  },
  actors: {
    fetchList: '读取账号列表',
    addStaff: '新增员工账号',
    changeRole: '修改角色',
    disableStaff: '停用账号',
  },
};
