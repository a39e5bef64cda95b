// Chinese text of the local WeChat provider: the nicknames of its simulated WeChat users.
export const WECHAT_TEXT = {
  defaultNickname: '微信用户',
  testNickname: (suffix: string) => `微信用户${suffix}`,
} as const;
