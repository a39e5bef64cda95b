// The Chinese words of this machine's generated test paths and diagram (npm run report, scripts/report/).
export const labels = {
  name: '修改密码',
  events: {
    AGAIN: '再改一次',
  },
  actors: {
    save: '保存新密码',
  }
};
