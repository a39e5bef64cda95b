// The local WeChat provider: no WeChat servers are involved. A QR "scan" is simulated by the
// dev endpoint (outside production) which marks a state as scanned and issues a code; the code
// is exchanged once for a deterministic test openid. Honest about what it is: every openid it
// yields starts with "local-".
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { WECHAT_TEXT } from './messages.ts';
import type { WechatIdentity, WechatProvider } from './wechat-provider.ts';

export const SCAN_WAITING = 0;
export const SCAN_CONFIRMED = 1;
export const SCAN_USED = 2;

export class LocalWechatProvider implements WechatProvider {
  readonly name = 'local';
  constructor(private readonly db: Kysely<Database>) {}

  authorizeUrl(state: string): string {
    return `https://open.weixin.qq.com/connect/qrconnect?appid=local-aibeike&response_type=code&scope=snsapi_login&state=${encodeURIComponent(state)}#wechat_redirect`;
  }

  /** Simulates the user scanning the QR for `state` with the WeChat user named by `testUser`. */
  async simulateScan(state: string, testUser: string): Promise<string | null> {
    const code = randomBytes(16).toString('hex');
    const openId = `local-${createHash('sha256').update(testUser).digest('hex').slice(0, 24)}`;
    const row = await this.db
      .updateTable('wechatScan')
      .set({ status: SCAN_CONFIRMED, code, openId, nickname: WECHAT_TEXT.testNickname(testUser.slice(-4)) })
      .where('state', '=', state)
      .where('status', '=', SCAN_WAITING)
      .where('expiresAt', '>', new Date())
      .returning('state')
      .executeTakeFirst();
    return row ? code : null;
  }

  async exchangeCode(code: string): Promise<WechatIdentity | null> {
    const row = await this.db
      .updateTable('wechatScan')
      .set({ status: SCAN_USED })
      .where('code', '=', code)
      .where('status', '=', SCAN_CONFIRMED)
      .returning(['openId', 'nickname'])
      .executeTakeFirst();
    return row?.openId ? { openId: row.openId, nickname: row.nickname ?? WECHAT_TEXT.defaultNickname } : null;
  }
}
