// The Chinese words of this machine's generated test paths and diagram (npm run report, scripts/report/).
export const labels = {
  name: '积分签到',
  states: {
    notSigned: '今日未签到',
    signing: '签到中',
    signed: '签到成功',
    alreadySigned: '今日已签到',
  },
  events: {
    SIGN: '点「签到」',
  },
  actors: {
    load: '加载签到状态',
    sign: '签到',
  }
};
