// Site settings (setting 'site'): what the views show of the shop itself, never hard-coded.
export interface SiteSettings {
  phone: string;
  serviceHours: string;
  companyName: string;
  copyright: string;
  icp: string;
  policeRecord: string;
  policeRecordCode: string;
  qq: string;
  qrMiniProgram: string;
  qrOfficialAccount: string;
  qrWechatService: string;
  qrMobileSite: string;
  promises: string[];
  trialVipDays: number;
  /** The chat link of the QQ service button, when the server sets one. */
  qqChatUrl?: string;
  /** Price of the VIP membership the promotion offers for free (688). */
  vipPriceYuan?: number;
}
