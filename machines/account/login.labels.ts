// The Chinese words of this machine's generated test paths and diagram (npm run report, scripts/report/).
export const labels = {
  name: '登录',
  states: {
    choosing: '选择登录方式',
    password: '密码登录',
    sms: '短信登录',
    wechat: '微信登录',
    scanning: '等待扫码',
    binding: '绑定已有账号',
    checkingAccount: '读取账户信息',
    failed: '扫码失败',
  },
  events: {
    SELECT_TAB: '切换到 {tab}',
    SUBMIT_PASSWORD: '点「登录」（密码）',
    SUBMIT_SMS: '点「登录」（短信验证码）',
    RESCAN: '重新扫码',
    EDIT: '填写 {field}',
  },
  actors: {
    token: '登录',
    wechatScan: '微信扫码',
    socialBind: '绑定账号',
    account: '读取账户信息',
  },
  values: {
    tab: {
      password: '密码登录',
      sms: '短信登录',
      wechat: '微信登录',
    }
  },
};
