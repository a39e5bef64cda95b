// The Chinese words of this machine's generated test paths and diagram (npm run report, scripts/report/).
export const labels = {
  name: '短信验证码',
  states: {
    captcha: '图形验证码',
    'captcha.idle': '图形验证码未取',
    'captcha.shown': '图形验证码已显示',
    'captcha.failed': '图形验证码加载失败',
    sender: '发送按钮',
    'sender.ready': '可发送',
    'sender.sending': '发送中',
    'sender.counting': '倒计时',
  },
  events: {
    ACTIVATE: '聚焦手机号',
    REFRESH_CAPTCHA: '换一张图形验证码',
    CAPTCHA_SPENT: '图形验证码已用掉',
    SEND: '点「获取验证码」',
  },
  actors: {
    captcha: '取图形验证码',
    send: '发送短信验证码',
  }
};
