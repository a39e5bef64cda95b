// The Chinese words of this machine's generated test paths and diagram (npm run report, scripts/report/).
export const labels = {
  name: '邀请成员表单',
  states: {
    sending: '发送中',
    sent: '已发送',
  },
  events: {
    SET_ROLE: '选择角色',
    SET_DEPARTMENT: '选择部门',
    AGAIN: '继续邀请',
  },
  actors: {
    invite: '发送邀请',
  },
};
