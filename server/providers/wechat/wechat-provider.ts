// What the shop needs from WeChat Open Platform website login (wx_open): a QR login URL for a
// state, and the exchange of the code WeChat returns for the user's openid. A real deployment
// implements this with its AppID/secret; the local provider simulates the scan.

export interface WechatIdentity {
  openId: string;
  nickname: string;
}

export interface WechatProvider {
  readonly name: string;
  /** The URL the login QR code encodes for this state. */
  authorizeUrl(state: string): string;
  /** Exchanges a one-use code for the identity, or null when the code is unknown or used. */
  exchangeCode(code: string): Promise<WechatIdentity | null>;
}
